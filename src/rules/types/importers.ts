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

/** A quick look for code that loads a module at run time or names one in a type (`import("./x").T`). */
const LOADS_AT_RUN_TIME = /\bimport\s*\(|\brequire\s*\(/u;

/**
 * Whether a file of the program other than the linted one imports it, re-exports it, loads it at run time or
 * names it in a type. Files of installed packages are not asked: they cannot name the project's files.
 */
export function importedElsewhere(t: TypeInfo, program: TSESTree.Program): boolean {
  const file = t.map.get(program);
  if (file === undefined || !t.ts.isSourceFile(file)) return true;
  return loadedBy(t).has(file.fileName);
}

function loadedBy(t: TypeInfo): Loaded {
  const known = perProgram.get(t.program);
  if (known !== undefined) return known;
  const files = new Set<string>();
  const { ts: typescript, checker, program } = t;
  const { SyntaxKind } = typescript;
  for (const file of program.getSourceFiles()) {
    if (program.isSourceFileFromExternalLibrary(file) || program.isSourceFileDefaultLibrary(file)) continue;
    const add = (specifier: ts.Node | undefined): void => {
      if (specifier === undefined || !typescript.isStringLiteralLike(specifier)) return;
      const symbol = whenTypeScriptAnswers(() => checker.getSymbolAtLocation(specifier), undefined);
      const target = symbol?.declarations?.find(typescript.isSourceFile);
      // A specifier TypeScript does not resolve to a file of the program (a package, a missing file), and a
      // file that loads itself (which reads.ts looks for by syntax).
      if (target === undefined || target.fileName === file.fileName) return;
      files.add(target.fileName);
    };
    const visit = (node: ts.Node, deep: boolean): void => {
      if (typescript.isImportDeclaration(node) || typescript.isExportDeclaration(node)) add(node.moduleSpecifier);
      else if (typescript.isImportEqualsDeclaration(node) && typescript.isExternalModuleReference(node.moduleReference))
        add(node.moduleReference.expression);
      else if (typescript.isImportTypeNode(node)) {
        const argument = node.argument;
        add(typescript.isLiteralTypeNode(argument) ? argument.literal : argument);
      } else if (
        typescript.isCallExpression(node) &&
        (node.expression.kind === SyntaxKind.ImportKeyword ||
          (typescript.isIdentifier(node.expression) && node.expression.text === "require"))
      )
        add(node.arguments[0]);
      else if (typescript.isModuleDeclaration(node) && typescript.isStringLiteral(node.name)) add(node.name);
      if (deep || typescript.isModuleDeclaration(node) || typescript.isModuleBlock(node))
        typescript.forEachChild(node, (child) => visit(child, deep));
    };
    // Declarations are at the top (or in a namespace); loads at run time and type imports may be anywhere.
    const deep = LOADS_AT_RUN_TIME.test(file.text);
    for (const statement of file.statements) visit(statement, deep);
  }
  perProgram.set(program, files);
  return files;
}
