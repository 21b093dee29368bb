/**
 * Files whose code may read any object by a name the syntax does not show: direct `eval`, a `with`
 * statement, a module that loads itself (`import * as self from "./tool.js"` in `tool.ts`,
 * `import(import.meta.url)`, `require(__filename)`), whose exports it then reads as another module would.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint } from "@typescript-eslint/utils";
import { mentionsEval } from "./scope.js";
import { walk } from "./walk.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Whether code of the file may read any object by a name the syntax does not show. */
export function readsByAnyName(sourceCode: SourceCode, filename: string | undefined): boolean {
  return mentionsEval(sourceCode) || hasWith(sourceCode) || importsItself(sourceCode, filename);
}

/** `import(import.meta.url)`, `require(__filename)`: the module loaded by its own name, read as another module reads it. */
const LOADS_ITSELF = /\b(?:import\s*\(\s*import\.meta\.(?:url|filename)|require\s*\(\s*__filename)\b/u;

const withStatements = new WeakMap<SourceCode, boolean>();

/** Whether the file has a `with` statement (looked for once per file). */
function hasWith(sourceCode: SourceCode): boolean {
  let found = withStatements.get(sourceCode);
  if (found === undefined) {
    found = false;
    // Strict code (a module) has none; a statement is `with (`.
    if (sourceCode.ast.sourceType !== "module" && /\bwith\s*\(/u.test(sourceCode.text)) {
      walk(sourceCode, (node) => {
        found ||= node.type === AST_NODE_TYPES.WithStatement;
      });
    }
    withStatements.set(sourceCode, found);
  }
  return found;
}

/** Whether the file imports (or re-exports) a module of its own name: it reads its exports as another module would. */
const selfImports = new WeakMap<SourceCode, { readonly filename: string; readonly found: boolean }>();

function importsItself(sourceCode: SourceCode, filename: string | undefined): boolean {
  if (filename === undefined) return false;
  const known = selfImports.get(sourceCode);
  if (known?.filename === filename) return known.found;
  const found =
    LOADS_ITSELF.test(sourceCode.text) ||
    sourceCode.ast.body.some(
      (s) =>
        (s.type === AST_NODE_TYPES.ImportDeclaration ||
          s.type === AST_NODE_TYPES.ExportAllDeclaration ||
          s.type === AST_NODE_TYPES.ExportNamedDeclaration) &&
        s.source != null &&
        namesFile(String(s.source.value), filename),
    );
  selfImports.set(sourceCode, { filename, found });
  return found;
}

/** Whether a relative module specifier, from the file `filename`, names that file (`./tool.js` in `tool.ts`). */
function namesFile(specifier: string, filename: string): boolean {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return false;
  const file = filename.replaceAll("\\", "/");
  const parts = file.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  const stem = (path: string): string => path.replace(/\.[cm]?[jt]sx?$/u, "");
  return stem(parts.join("/")) === stem(file);
}
