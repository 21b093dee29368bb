/**
 * Files that compile code from a string at run time, as direct `eval` does: the `Function` constructor
 * (by any name of it: `Function`, `globalThis.Function`, `(() => {}).constructor`), a timer given a
 * string, Node's `vm` module, a module loaded from a URL that carries its own source (`data:`, `blob:`,
 * `http:`). Such code may install a global the file then calls, or patch a built-in, where the syntax
 * of the file shows neither.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { staticSpecifier } from "./modules.js";
import { walk } from "./walk.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Text without which a file compiles nothing from a string (besides a static import, looked at first). */
const COMPILES = /\bFunction\b|\bconstructor\b|\bset(?:Timeout|Interval)\b|\bimport\s*\(|\brequire\s*\(/u;

/** Timers that compile a string given in place of a function (in a browser). */
const TIMERS = new Set(["setTimeout", "setInterval"]);

const compiles = new WeakMap<SourceCode, boolean>();

/** Whether the file may compile code from a string at run time (looked for once per file). */
export function compilesCode(sourceCode: SourceCode): boolean {
  let found = compiles.get(sourceCode);
  if (found === undefined) {
    found = sourceCode.ast.body.some((statement) => {
      const specifier = staticSpecifier(statement);
      return specifier !== undefined && loadsCode(specifier);
    });
    if (!found && COMPILES.test(sourceCode.text)) {
      walk(
        sourceCode,
        [AST_NODE_TYPES.ImportExpression, AST_NODE_TYPES.CallExpression, AST_NODE_TYPES.NewExpression],
        (node) => {
          found ||= compilesHere(node);
        },
      );
    }
    compiles.set(sourceCode, found);
  }
  return found;
}

/** Whether a node compiles a string, or loads what does (`vm`, a `data:` module). */
function compilesHere(node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.ImportExpression) return loadsCodeAt(node.source);
  if (node.type !== AST_NODE_TYPES.CallExpression && node.type !== AST_NODE_TYPES.NewExpression) return false;
  const callee = node.callee;
  const name =
    callee.type === AST_NODE_TYPES.Identifier
      ? callee.name
      : callee.type === AST_NODE_TYPES.MemberExpression &&
          !callee.computed &&
          callee.property.type === AST_NODE_TYPES.Identifier
        ? callee.property.name
        : undefined;
  const first = node.arguments[0];
  if (name === "require") return first !== undefined && loadsCodeAt(first);
  // `Function("...")`, `new Function("a", "...")`; a function's `constructor` is `Function` (or the
  // async and generator ones), called with the source as a string.
  if (name === "Function") return first !== undefined;
  if (name === "constructor") return node.arguments.some(isString);
  return name !== undefined && TIMERS.has(name) && first !== undefined && isString(first);
}

/** Whether a specifier written in the code (a string, or a template's first part) loads what compiles code. */
function loadsCodeAt(specifier: TSESTree.Node): boolean {
  const text =
    specifier.type === AST_NODE_TYPES.Literal && typeof specifier.value === "string"
      ? specifier.value
      : specifier.type === AST_NODE_TYPES.TemplateLiteral
        ? (specifier.quasis[0]?.value.cooked ?? "")
        : undefined;
  return text !== undefined && loadsCode(text);
}

/** Whether a module specifier loads Node's compiler (`vm`) or a module from a URL that carries its source. */
function loadsCode(text: string): boolean {
  if (text === "vm" || text === "node:vm") return true;
  // A URL scheme (`data:`, `blob:`, `https:`), not Node's own modules (`node:fs`).
  return /^[a-z][a-z\d+.-]*:/iu.test(text) && !text.startsWith("node:");
}

/** Whether an argument is a string the code writes (a literal, a template, a concatenation). */
function isString(node: TSESTree.Node): boolean {
  return (
    (node.type === AST_NODE_TYPES.Literal && typeof node.value === "string") ||
    node.type === AST_NODE_TYPES.TemplateLiteral ||
    (node.type === AST_NODE_TYPES.BinaryExpression && node.operator === "+")
  );
}
