/**
 * Whether another file of the program loads the linted file's module. A type the file lets TypeScript
 * infer (an exported function without a return type, an exported `const` without one) is then part of
 * what those files type-check against: a fix that changes it (one more block in `content`, a key gone)
 * may break them, though this file type-checks as before.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import type { TypeInfo } from "./program.js";
import { whenTypeScriptAnswers } from "./typescript-errors.js";

/**
 * The files that other files of the program name as a module. A module the code computes (`import(name)`)
 * has no type TypeScript checks the importer against: it is not counted.
 */
type Loaded = ReadonlySet<string>;

const perProgram = new WeakMap<ts.Program, Loaded>();

/**
 * Whether a file of the program other than the linted one imports it, re-exports it, loads it at run time
 * or names it in a type (also in a JSDoc comment); or whether a project may reference this one
 * (`composite`), whose files type-check against what it exports in a program of their own, or the program
 * loads linked packages under their links (`preserveSymlinks`). Files of
 * installed packages are not asked: they cannot name the project's files.
 */
export function importedElsewhere(t: TypeInfo, program: TSESTree.Program): boolean {
  const file = sourceFileOf(t, program);
  if (file === undefined) return true;
  // A project others may reference, and one that loads linked packages as files of their own
  // (`preserveSymlinks`: an importer of the package's copy names another file than this one).
  const options = t.program.getCompilerOptions();
  if (options.composite === true || options.preserveSymlinks === true) return true;
  const loaded = loadedBy(t);
  if (loaded.has(file.fileName)) return true;
  // A JavaScript module with hand-written typings (`tool.d.ts` beside `tool.js`, or in a folder of its own
  // that a package's `types` or `exports` names): the importers' module name resolves to the declaration
  // file, and their code runs against the JavaScript. Counted by its name: the rules read no package.json.
  const name = moduleName(file.fileName, JAVASCRIPT);
  if (name === undefined) return false;
  for (const other of loaded) if (moduleName(other, DECLARATION) === name) return true;
  return false;
}

const JAVASCRIPT = /\.[cm]?jsx?$/u;
const DECLARATION = /\.d\.[cm]?ts$/u;

/** `tool` for `/src/tool.js` (with `JAVASCRIPT`) or `/types/tool.d.ts` (with `DECLARATION`); else undefined. */
function moduleName(fileName: string, kind: RegExp): string | undefined {
  const match = kind.exec(fileName);
  if (match === null) return undefined;
  return fileName.slice(Math.max(fileName.lastIndexOf("/"), fileName.lastIndexOf("\\")) + 1, match.index);
}

/**
 * Whether the linted file is a script to TypeScript (no import or export): its top-level names are then
 * the program's globals, which the program's other files may use and type-check against.
 */
export function sharesTopLevel(t: TypeInfo, program: TSESTree.Program): boolean {
  const file = sourceFileOf(t, program);
  if (file === undefined) return true;
  if (file.isDeclarationFile) return false;
  // A module (ES or CommonJS) has a symbol of its own; a script has none.
  return whenTypeScriptAnswers(() => t.checker.getSymbolAtLocation(file), undefined) === undefined;
}

/** TypeScript's file of the linted Program (undefined where the node map has none: answer "may be read"). */
function sourceFileOf(t: TypeInfo, program: TSESTree.Program): ts.SourceFile | undefined {
  const file = t.map.get(program);
  return file !== undefined && t.ts.isSourceFile(file) ? file : undefined;
}

/** TypeScript's own list of the module names a file uses (imports, `import()`, `require`, JSDoc types). */
interface WithImports {
  readonly imports?: unknown;
  readonly moduleAugmentations?: unknown;
}

function loadedBy(t: TypeInfo): Loaded {
  const known = perProgram.get(t.program);
  if (known !== undefined) return known;
  const files = new Set<string>();
  const { ts: typescript, checker, program } = t;
  for (const file of program.getSourceFiles()) {
    if (program.isSourceFileFromExternalLibrary(file) || program.isSourceFileDefaultLibrary(file)) continue;
    for (const specifier of moduleNames(typescript, file)) {
      if (!typescript.isStringLiteralLike(specifier)) continue;
      const symbol = whenTypeScriptAnswers(() => checker.getSymbolAtLocation(specifier), undefined);
      const target = symbol?.declarations?.find(typescript.isSourceFile);
      // A specifier TypeScript does not resolve to a file of the program (a package, a missing file), and a
      // file that loads itself (which reads.ts looks for by syntax).
      if (target !== undefined && target.fileName !== file.fileName) files.add(target.fileName);
    }
  }
  perProgram.set(program, files);
  return files;
}

/**
 * The module names a file uses: the list TypeScript keeps of them where it has one (it holds JSDoc
 * imports too), with the modules it augments; else those a walk of the file finds.
 */
function moduleNames(typescript: typeof ts, file: ts.SourceFile): readonly ts.Node[] {
  const { imports, moduleAugmentations } = file as unknown as WithImports;
  if (Array.isArray(imports)) {
    return Array.isArray(moduleAugmentations) ? [...imports, ...moduleAugmentations] : (imports as ts.Node[]);
  }
  const found: ts.Node[] = [];
  // With a stack of its own: a long expression of another file must not exhaust the call stack.
  const stack: ts.Node[] = [...file.statements];
  while (stack.length > 0) {
    const node = stack.pop() as ts.Node;
    if (typescript.isImportDeclaration(node) || typescript.isExportDeclaration(node)) {
      if (node.moduleSpecifier) found.push(node.moduleSpecifier);
    } else if (
      typescript.isImportEqualsDeclaration(node) &&
      typescript.isExternalModuleReference(node.moduleReference)
    ) {
      found.push(node.moduleReference.expression);
    } else if (typescript.isImportTypeNode(node) && typescript.isLiteralTypeNode(node.argument)) {
      found.push(node.argument.literal);
    } else if (
      typescript.isCallExpression(node) &&
      node.arguments[0] !== undefined &&
      (node.expression.kind === typescript.SyntaxKind.ImportKeyword ||
        (typescript.isIdentifier(node.expression) && node.expression.text === "require"))
    ) {
      found.push(node.arguments[0]);
    } else if (typescript.isModuleDeclaration(node) && typescript.isStringLiteral(node.name)) {
      found.push(node.name);
    }
    typescript.forEachChild(node, (child) => {
      stack.push(child);
    });
  }
  return found;
}
