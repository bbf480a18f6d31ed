// `npm run typecheck`: the project's TypeScript configurations in one process: the site, the
// simulator without DOM or Node types, and each plugin's build-time and browser part. Each keeps
// its own settings; the files they share (the libraries' declarations, React's and Node's types,
// our own modules) are parsed once, which is most of what six separate `tsc` runs repeat.
import ts from 'typescript';

const PROJECTS = [
  'tsconfig.json',
  'simulator/tsconfig.json',
  'src/plugins/code-highlight/tsconfig.json',
  'src/plugins/code-highlight/tsconfig.client.json',
  'src/plugins/local-search/tsconfig.json',
  'src/plugins/local-search/tsconfig.client.json',
];

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: ts.sys.getCurrentDirectory,
  getNewLine: () => ts.sys.newLine,
};

/** Parsed files by name and parse settings: a file parses the same under equal settings. */
const parsed = new Map<string, ts.SourceFile>();

function check(project: string): readonly ts.Diagnostic[] {
  const problems: ts.Diagnostic[] = [];
  const config = ts.getParsedCommandLineOfConfigFile(project, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => problems.push(diagnostic),
  });
  if (!config) return problems;
  const host = ts.createCompilerHost(config.options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, settings, onError, shouldCreate) => {
    const key = `${fileName}\0${JSON.stringify(settings)}`;
    let file = parsed.get(key);
    if (!file) {
      file = parse(fileName, settings, onError, shouldCreate);
      if (file) parsed.set(key, file);
    }
    return file;
  };
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    host,
    configFileParsingDiagnostics: config.errors,
  });
  return [...problems, ...ts.getPreEmitDiagnostics(program)];
}

let failed = false;
for (const project of PROJECTS) {
  const problems = check(project);
  if (problems.length === 0) continue;
  failed = true;
  console.error(`${project}:\n${ts.formatDiagnosticsWithColorAndContext(problems, formatHost)}`);
}
console.log(
  failed ? 'typecheck: errors above' : `typecheck: ${PROJECTS.length} projects, no errors`,
);
process.exitCode = failed ? 1 : 0;
