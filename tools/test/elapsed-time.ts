// Finds tests that measure elapsed wall-clock time: a difference of two clock readings
// (`performance.now()`, `Date.now()`, `process.hrtime…`, or variables that hold one), or
// `process.hrtime(earlier)`. Such a test fails on a slow or busy machine for a reason it does not
// name; timings belong in `npm run bench`. A single reading used as data (`Date.now() - DAY`),
// simulated time and Playwright's clock are not measurements and pass.
import ts from 'typescript';

export type ElapsedTimeFinding = { line: number; text: string };

/** `performance.now()`, `Date.now()`, `globalThis.performance.now()`, `process.hrtime[.bigint]()`. */
function isClockReading(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression.getText().replace(/^(globalThis|window|self)\./, '');
  return (
    callee === 'performance.now' ||
    callee === 'Date.now' ||
    callee === 'process.hrtime' ||
    callee === 'process.hrtime.bigint'
  );
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

/** Names that are ever given a clock reading in the file (scope-blind, which errs towards finding). */
function clockVariables(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      isClockReading(unwrap(node.initializer))
    )
      names.add(node.name.text);
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left) &&
      isClockReading(unwrap(node.right))
    )
      names.add(node.left.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

export function findElapsedTime(source: string, fileName = 'x.test.ts'): ElapsedTimeFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const clocks = clockVariables(file);
  const isClock = (node: ts.Expression) => {
    const inner = unwrap(node);
    return isClockReading(inner) || (ts.isIdentifier(inner) && clocks.has(inner.text));
  };
  const findings: ElapsedTimeFinding[] = [];
  const visit = (node: ts.Node) => {
    const elapsed =
      (ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.MinusToken &&
        isClock(node.left) &&
        isClock(node.right)) ||
      (ts.isCallExpression(node) &&
        node.expression.getText() === 'process.hrtime' &&
        node.arguments.length > 0);
    if (elapsed) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      findings.push({ line: line + 1, text: node.getText() });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
