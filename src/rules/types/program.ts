/**
 * Access to TypeScript for a linted file: the type checker and node map of the program that
 * typescript-eslint's parser made (`parserOptions.projectService` or `project`). Without one every
 * query answers "nothing known", so files linted by syntax alone pay one property read.
 *
 * The `typescript` module is loaded lazily, from this package's own location (Node's resolution from
 * `dist/rules/types/`), and only when a program exists: the plugin never requires it otherwise. In an
 * npm tree that is the copy the parser uses too, as both resolve the project's `typescript`.
 */
import { createRequire } from "node:module";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { isMissing } from "./typescript-errors.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The type information of one file. Only modules in `rules/types/` look inside. */
export interface TypeInfo {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  readonly map: { get(node: TSESTree.Node): ts.Node | undefined };
  readonly ts: typeof ts;
  /** Whether the program type-checks JavaScript files (`checkJs`). */
  readonly checksJs: boolean;
  /** Whether an optional property keeps an `undefined` its type names (`exactOptionalPropertyTypes`). */
  readonly exactOptional: boolean;
}

declare const typeBrand: unique symbol;
/** A TypeScript type, opaque outside `rules/types/`: detection asks the queries there about it. */
export interface TypeRef {
  readonly [typeBrand]: true;
}

export function asTypeRef(type: ts.Type): TypeRef {
  return type as unknown as TypeRef;
}

export function asType(ref: TypeRef): ts.Type {
  return ref as unknown as ts.Type;
}

let tsModule: typeof ts | null | undefined;
function loadTypeScript(): typeof ts | null {
  if (tsModule === undefined) {
    try {
      tsModule = createRequire(import.meta.url)("typescript") as typeof ts;
    } catch (error) {
      // Not installed: the rules check by syntax. Anything else (a broken install) is worth seeing.
      if (!isMissing(error)) throw error;
      tsModule = null;
    }
  }
  return tsModule;
}

const perFile = new WeakMap<object, TypeInfo | null>();

/** The type information of this file, or undefined when it was parsed without it (looked up once per file). */
export function typeInfo(sourceCode: SourceCode): TypeInfo | undefined {
  const known = perFile.get(sourceCode);
  if (known !== undefined) return known ?? undefined;
  const found = lookUp(sourceCode);
  perFile.set(sourceCode, found ?? null);
  return found;
}

/** Whether this file was parsed with type information. */
export function hasTypeInformation(sourceCode: SourceCode): boolean {
  return typeInfo(sourceCode) !== undefined;
}

function lookUp(sourceCode: SourceCode): TypeInfo | undefined {
  const services = sourceCode.parserServices as
    { program?: ts.Program | null; esTreeNodeToTSNodeMap?: TypeInfo["map"] } | undefined;
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return undefined;
  const typescript = loadTypeScript();
  if (!typescript) return undefined;
  return {
    program: services.program,
    checker: services.program.getTypeChecker(),
    map: services.esTreeNodeToTSNodeMap,
    ts: typescript,
    checksJs: services.program.getCompilerOptions().checkJs === true,
    exactOptional: services.program.getCompilerOptions().exactOptionalPropertyTypes === true,
  };
}
