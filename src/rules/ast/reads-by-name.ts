/**
 * Files whose code may read any object by a name the syntax does not show: direct `eval` and code
 * compiled from a string otherwise (`new Function("...")`, `vm`, a `data:` module), a `with`
 * statement, a module that loads itself (`import * as self from "./tool.js"` in `tool.ts`,
 * `import(import.meta.url)`, `require(__filename)`, TypeScript's `import self = require("./tool")`, a
 * `Worker` of its own file, a `require` that `createRequire` made), whose exports it then reads as
 * another module would.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { sourceOf } from "./source.js";
import { compilesCode } from "./compiled-code.js";
import { staticSpecifier } from "./modules.js";
import { mentionsEval } from "./scope.js";
import { walk } from "./walk.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Whether code of the file may read any object by a name the syntax does not show. */
export function readsByAnyName(sourceCode: SourceCode, filename: string | undefined): boolean {
  return (
    mentionsEval(sourceCode) || compilesCode(sourceCode) || hasWith(sourceCode) || importsItself(sourceCode, filename)
  );
}

/** Text without which a file loads no module at run time: `import(`, `require(`, a `Worker`. */
const LOADS = /\bimport\s*\(|\brequire\s*\(|\bWorker\b/u;

/**
 * Node's module loader: its `createRequire` makes a `require` that the file may call under any name
 * (`const load = createRequire(import.meta.url)`), or at once (`createRequire(url)(file)`), which no
 * name tells. A file whose code (not a comment) mentions `createRequire`, or that loads `module` at all,
 * may load itself.
 */
const MAKES_REQUIRE = /\bcreateRequire\b/u;
const MODULE_LOADER = new Set(["module", "node:module"]);

const withStatements = new WeakMap<SourceCode, boolean>();

/** Whether the file has a `with` statement (looked for once per file). */
function hasWith(sourceCode: SourceCode): boolean {
  let found = withStatements.get(sourceCode);
  if (found === undefined) {
    found = false;
    // Strict code (a module) has none; a statement is `with (`.
    if (sourceCode.ast.sourceType !== "module" && /\bwith\s*\(/u.test(sourceCode.text)) {
      walk(sourceCode, [AST_NODE_TYPES.WithStatement], () => {
        found = true;
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
  let found =
    sourceOf(sourceCode).mentionedInCode(MAKES_REQUIRE) ||
    sourceCode.ast.body.some((s) => {
      const specifier = staticSpecifier(s);
      return specifier !== undefined && (MODULE_LOADER.has(specifier) || namesFile(specifier, filename));
    });
  if (!found && LOADS.test(sourceCode.text)) {
    walk(
      sourceCode,
      [AST_NODE_TYPES.ImportExpression, AST_NODE_TYPES.CallExpression, AST_NODE_TYPES.NewExpression],
      (node) => {
        const loaded = loadedAtRunTime(node);
        found ||=
          loaded !== undefined &&
          (mayName(loaded, filename) ||
            (loaded.type === AST_NODE_TYPES.Literal && MODULE_LOADER.has(String(loaded.value))));
      },
    );
  }
  selfImports.set(sourceCode, { filename, found });
  return found;
}

/** What a module is loaded by at run time: `import(x)`, `require(x)`, `new Worker(x)`. */
function loadedAtRunTime(node: TSESTree.Node): TSESTree.Node | undefined {
  if (node.type === AST_NODE_TYPES.ImportExpression) return node.source;
  if (node.type !== AST_NODE_TYPES.CallExpression && node.type !== AST_NODE_TYPES.NewExpression) return undefined;
  const callee = node.callee;
  const name =
    callee.type === AST_NODE_TYPES.Identifier
      ? callee.name
      : callee.type === AST_NODE_TYPES.MemberExpression && callee.property.type === AST_NODE_TYPES.Identifier
        ? callee.property.name
        : undefined;
  const loads = node.type === AST_NODE_TYPES.NewExpression ? name === "Worker" : name === "require";
  return loads ? node.arguments[0] : undefined;
}

/**
 * Whether a module specifier may name the file: a string naming it, or one the code computes
 * (`import.meta.url`, `new URL(...)`, `` `${import.meta.dirname}/tool.js` ``, a variable).
 */
function mayName(specifier: TSESTree.Node | undefined, filename: string): boolean {
  if (specifier === undefined) return false;
  if (specifier.type === AST_NODE_TYPES.Literal)
    return typeof specifier.value === "string" && namesFile(specifier.value, filename);
  if (specifier.type === AST_NODE_TYPES.TemplateLiteral && specifier.expressions.length === 0)
    return namesFile(specifier.quasis[0]?.value.cooked ?? "", filename);
  return true;
}

/**
 * Whether a relative module specifier, from the file `filename`, names that file (`./tool.js` in
 * `tool.ts`), in any spelling that resolves to it: an import specifier is a URL, so a query or hash
 * (`./tool.js?again`, another instance of the same source) and percent-escapes (`./t%6Fol.js`) are not
 * part of the path, and an empty segment (`.//tool.js`) is none. A specifier that cannot be decoded may
 * name it.
 */
function namesFile(specifier: string, filename: string): boolean {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return false;
  const pathname = decodedPath(specifier.replace(/[?#].*$/su, ""));
  if (pathname === undefined) return true;
  const file = filename.replaceAll("\\", "/");
  const parts = file.split("/").slice(0, -1);
  for (const part of pathname.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  const stem = (path: string): string => path.replace(/\.[cm]?[jt]sx?$/u, "");
  return stem(parts.join("/")) === stem(file);
}

/** A URL path with its percent-escapes decoded (`%6F` is `o`); undefined where an escape is malformed. */
function decodedPath(pathname: string): string | undefined {
  if (!pathname.includes("%")) return pathname;
  try {
    return decodeURIComponent(pathname);
  } catch (error) {
    if (error instanceof URIError) return undefined;
    throw error;
  }
}
