/**
 * A TypeScript program over files held in memory (beside whatever the options reach on disk: the
 * standard library, node_modules), for tests that type-check generated or extracted code.
 */
import ts from "typescript";

export function programOf(files: ReadonlyMap<string, string>, options: ts.CompilerOptions): ts.Program {
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, text, language, true);
  };
  return ts.createProgram([...files.keys()], options, host);
}
