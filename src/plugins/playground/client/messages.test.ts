// One home for the player's words: every German text of the player and the exercises is a
// catalogue message (`defineMessages`), i18n/de/code.json has exactly the catalogues' ids with
// the same German message, so what the unit tests read (the German default) is what the site
// shows, and no German text is written anywhere else in the player's code.
import { LINK_MESSAGES } from '../../board-link/client/messages.ts';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

import { BACKUP_MESSAGES } from './backupMessages.ts';
import { LACKS_MESSAGES } from './boardLacks.ts';
import { CLASS_MESSAGES } from './classMessages.ts';
import { CHECK_MESSAGES } from './checkController.ts';
import { ERROR_MESSAGES } from './errors.ts';
import { EXERCISE_MESSAGES } from './exerciseMessages.ts';
import { CHANNEL_MESSAGES } from './input-channel.ts';
import { OFFLINE_MESSAGES } from './offlineMessages.ts';
import { LIVE_MESSAGES } from './liveValues.ts';
import { formatSeconds, germanDefault, MESSAGE_NAMESPACES, type Message } from './messages.ts';
import { STATUS_MESSAGES } from './outcome.ts';
import { RUNNABLE_MESSAGES } from './runnableMessages.ts';
import { SHARE_MESSAGES } from './shareMessages.ts';
import { UI_MESSAGES } from './uiMessages.ts';
import { ENGINE_MESSAGES } from './worker-engine.ts';

/** Every catalogue: a new one is added here (and its namespace to MESSAGE_NAMESPACES). */
const CATALOGUES: readonly Readonly<Record<string, Message>>[] = [
  LINK_MESSAGES,
  BACKUP_MESSAGES,
  CHANNEL_MESSAGES,
  CHECK_MESSAGES,
  CLASS_MESSAGES,
  ENGINE_MESSAGES,
  ERROR_MESSAGES,
  EXERCISE_MESSAGES,
  LACKS_MESSAGES,
  LIVE_MESSAGES,
  OFFLINE_MESSAGES,
  RUNNABLE_MESSAGES,
  SHARE_MESSAGES,
  STATUS_MESSAGES,
  UI_MESSAGES,
];
/** The code that may show no German of its own (tests aside): its words come from catalogues. */
const SCANNED_DIRS = ['../theme', '.', '../../board-link/theme', '../../board-link/client'];

const catalogue: Message[] = CATALOGUES.flatMap((messages) => Object.values(messages));
const codeJson = JSON.parse(
  readFileSync(new URL('../../../../i18n/de/code.json', import.meta.url), 'utf8'),
) as Record<string, { message: string; description?: string }>;

test('message ids are unique', () => {
  const ids = catalogue.map((message) => message.id);
  assert.deepEqual(
    ids.filter((id, index) => ids.indexOf(id) !== index),
    [],
  );
});

test('code.json has every catalogue id with the same German message and description', () => {
  const differing = catalogue
    .filter(
      ({ id, message, description }) => !isDeepStrictEqual(codeJson[id], { message, description }),
    )
    .map(({ id, message, description }) => ({
      id,
      catalogue: { message, description },
      codeJson: codeJson[id] ?? 'missing',
    }));
  assert.deepEqual(differing, []);
});

test('code.json has no id under the catalogues’ namespaces that no catalogue has', () => {
  const known = new Set<string>(catalogue.map((message) => message.id));
  const orphans = Object.keys(codeJson).filter(
    (id) =>
      MESSAGE_NAMESPACES.some((namespace) => id.startsWith(`${namespace}.`)) && !known.has(id),
  );
  assert.deepEqual(orphans, []);
});

test('the German default fills in placeholders and leaves unknown ones visible', () => {
  const message: Message = { id: 'site.playground.x', message: '{a} und {b}', description: '' };
  assert.equal(germanDefault(message, { a: 1 }), '1 und {b}');
});

test('seconds are German decimals with one digit', () => {
  assert.equal(formatSeconds(2_345_000), '2,3');
  assert.equal(formatSeconds(0), '0,0');
});

// German text outside the catalogues: the code of the player, the exercises and the stage is
// read as TypeScript, and every German-looking string, every JSX text with letters, every text
// attribute written out, every message id or message object written outside `defineMessages`
// fails the test below.

/** German-looking code that is not the player's words, with the reason. */
const NOT_UI_TEXT: readonly { file: string; declaration: string; reason: string }[] = [
  {
    file: 'theme/Player/Remote.tsx',
    declaration: 'DEFAULT_REMOTE_CODE',
    reason: 'the remote’s first program: Python the reader edits and downloads, not a label',
  },
  {
    file: 'client/messages.ts',
    declaration: 'MESSAGE_NAMESPACES',
    reason: 'the namespaces of the ids themselves',
  },
];

/** Common German words that are neither English nor code (matched in any case). */
const GERMAN_WORDS = new Set(
  [
    'und oder nicht ist sind der das dem den des ein eine einen einem einer eines kein keine',
    'keinen keinem keiner mit von zu zum zur auf bei beim nach noch schon wird werden hier',
    'dein deine du sich auch nur wie wenn aus bis vor oben unter ohne bitte',
  ]
    .join(' ')
    .split(' '),
);

/** The catalogues' capitalised words that are English too, or names of keys and products. */
const ALSO_ENGLISH = new Set(
  [
    'Block Blocks Browser Code Display Division Echo Editor Enter Finger Funk Logo Name Pause',
    'Python Sensor Service Simulator Start Tempo Text Variable Version Worker',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The catalogues' own nouns (capitalised, four letters or more): the player's vocabulary. Code
 * between backticks (`False`) is Python, not vocabulary.
 */
const VOCABULARY = new Set(
  catalogue
    .flatMap(({ message }) => message.replace(/`[^`]*`/g, ' ').match(/\p{L}+/gu) ?? [])
    .filter((word) => /^\p{Lu}\p{Ll}{3,}$/u.test(word) && !ALSO_ENGLISH.has(word)),
);

function germanLooking(text: string): boolean {
  if (/[äöüÄÖÜß„“]/.test(text)) return true;
  return (text.match(/\p{L}+/gu) ?? []).some(
    (word) => GERMAN_WORDS.has(word.toLowerCase()) || VOCABULARY.has(word),
  );
}

/** Attributes whose value readers see or hear. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
  'hint',
]);

const PLUGIN_DIR = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

type StringNode = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode;

function isStringNode(node: ts.Node): node is StringNode {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  );
}

/** The written-out text of an attribute's value (`"…"`, `{'…'}`, `{`…${x}…`}`), if any. */
function attributeText(value: ts.JsxAttributeValue | undefined): string | null {
  if (!value) return null;
  const expression = ts.isJsxExpression(value) ? value.expression : value;
  if (!expression) return null;
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return expression.text;
  }
  if (ts.isTemplateExpression(expression)) {
    return [
      expression.head.text,
      ...expression.templateSpans.map((span) => span.literal.text),
    ].join(' ');
  }
  return null;
}

function propertyNamed(object: ts.ObjectLiteralExpression, name: string) {
  return object.properties.find(
    (property) => property.name && ts.isIdentifier(property.name) && property.name.text === name,
  );
}

interface Finding {
  at: string;
  rule: string;
  text: string;
}

function scan(path: string, allowed: Set<string>): Finding[] {
  const file = relative(PLUGIN_DIR, path).split('\\').join('/');
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, rule: string, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    findings.push({ at: `${file}:${line}`, rule, text: text.trim().slice(0, 80) });
  };
  const visit = (node: ts.Node): void => {
    // A catalogue: its words are the messages.
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineMessages'
    ) {
      return;
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const key = `${file}#${node.name.text}`;
      if (NOT_UI_TEXT.some((entry) => `${entry.file}#${entry.declaration}` === key)) {
        allowed.add(key);
        return;
      }
    }
    if (
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isLiteralTypeNode(node)
    ) {
      return;
    }
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) {
      report(node, 'JSX text', node.text);
    }
    if (isStringNode(node)) {
      if (germanLooking(node.text)) report(node, 'German-looking string', node.text);
      if (/^site\./.test(node.text)) report(node, 'message id outside a catalogue', node.text);
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source))) {
      const text = attributeText(node.initializer);
      if (text !== null && /\p{L}/u.test(text)) {
        report(node, `${node.name.getText(source)} written out`, text);
      }
    }
    if (ts.isObjectLiteralExpression(node) && propertyNamed(node, 'id')) {
      const message = propertyNamed(node, 'message');
      if (message && ts.isPropertyAssignment(message) && isStringNodeOrTemplate(message)) {
        report(node, 'message object outside a catalogue', node.getText(source));
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'translate' &&
      node.arguments[0] !== undefined &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      report(node, 'translate() with an inline message', node.getText(source));
    }
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText(source) === 'Translate'
    ) {
      const id = node.attributes.properties.find(
        (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'id',
      );
      if (
        !id ||
        !ts.isJsxAttribute(id) ||
        attributeText(id.initializer) !== null ||
        !id.initializer
      ) {
        report(node, '<Translate> without a catalogue’s id', node.getText(source));
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return findings;
}

function isStringNodeOrTemplate(property: ts.PropertyAssignment): boolean {
  const value = property.initializer;
  return isStringNode(value) || ts.isTemplateExpression(value);
}

const SCANNED_FILES = SCANNED_DIRS.flatMap((dir) =>
  sourceFiles(fileURLToPath(new URL(dir, import.meta.url))),
);

test('the player’s code writes no German text, message id or message outside the catalogues', () => {
  const allowed = new Set<string>();
  const findings = SCANNED_FILES.flatMap((path) => scan(path, allowed));
  assert.deepEqual(findings, []);
});

test('every exception for German-looking code is still there', () => {
  const allowed = new Set<string>();
  for (const path of SCANNED_FILES) scan(path, allowed);
  const stale = NOT_UI_TEXT.filter((entry) => !allowed.has(`${entry.file}#${entry.declaration}`));
  assert.deepEqual(stale, []);
});

test('the scan sees the player’s code', () => {
  const files = SCANNED_FILES.map((path) => relative(PLUGIN_DIR, path).split('\\').join('/'));
  for (const file of [
    'theme/Stage/index.tsx',
    'theme/RunnableCode/index.tsx',
    'client/errors.ts',
  ]) {
    assert.ok(files.includes(file), file);
  }
});
