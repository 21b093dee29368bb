/**
 * The types a type-checked JavaScript file declares in JSDoc comments (`@type {...}`, `@returns`,
 * `@typedef`, `@satisfies`): TypeScript checks the file's values against them as it checks TypeScript's
 * annotations. Syntax only, and by words: a key named in such a comment, or a type the comments name that
 * the file does not define (an import, a global type), may be declared.
 */
import type { TSESLint } from "@typescript-eslint/utils";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The tags whose comments carry types. */
const TYPE_TAG =
  /@(?:type|returns?|satisfies|typedef|param|arg|argument|property|prop|callback|this|enum|template|implements|extends|augments|import)\b/u;

/** The tags that name a type the file defines in a comment (`@typedef {...} Result`, `@callback Run`). */
const DEFINING_TAG = /@(?:typedef|callback)\s+(?:\{[^}]*\}\s*)?([\w$]+)/gu;

/** Type names TypeScript knows without a declaration of the file: keywords and the standard library's. */
const STANDARD_TYPES = new Set([
  "string",
  "number",
  "boolean",
  "bigint",
  "symbol",
  "object",
  "any",
  "unknown",
  "null",
  "undefined",
  "void",
  "never",
  "true",
  "false",
  "typeof",
  "keyof",
  "readonly",
  "const",
  "is",
  "asserts",
  "infer",
  "extends",
  "Array",
  "ReadonlyArray",
  "Object",
  "Promise",
  "PromiseLike",
  "Record",
  "Partial",
  "Readonly",
  "Required",
  "Pick",
  "Omit",
  "Exclude",
  "Extract",
  "NonNullable",
  "ReturnType",
  "Parameters",
  "Awaited",
  "Function",
  "Date",
  "Error",
  "Map",
  "Set",
  "RegExp",
  "Uint8Array",
]);

interface JsDocTypes {
  /** Every word of the comments with type tags. */
  readonly words: ReadonlySet<string>;
  /** Whether they name a type the file does not define, which may have any key. */
  readonly unknown: boolean;
}

const perFile = new WeakMap<SourceCode, JsDocTypes>();

/** Whether a JSDoc type of the file may declare a property named `key`. */
export function jsDocMayDeclare(sourceCode: SourceCode, key: string): boolean {
  const types = jsDocTypes(sourceCode);
  return types.unknown || types.words.has(key);
}

function jsDocTypes(sourceCode: SourceCode): JsDocTypes {
  let found = perFile.get(sourceCode);
  if (found === undefined) {
    const comments = sourceCode
      .getAllComments()
      .filter((c) => c.type === "Block" && c.value.startsWith("*") && TYPE_TAG.test(c.value))
      // A string's text is no name (`@type {"success" | "error"}`).
      .map((c) => c.value.replaceAll(/"[^"]*"|'[^']*'|`[^`]*`/gu, '""'));
    const words = new Set<string>();
    const defined = new Set<string>();
    for (const scope of sourceCode.scopeManager?.scopes ?? [])
      for (const variable of scope.variables) defined.add(variable.name);
    for (const text of comments) {
      for (const word of text.match(/[\p{L}_$][\p{L}\p{N}_$]*/gu) ?? []) words.add(word);
      for (const match of text.matchAll(DEFINING_TAG)) if (match[1] !== undefined) defined.add(match[1]);
    }
    const unknown = comments.some(
      (text) =>
        /\bimport\s*\(|@import\b/u.test(text) || typeNames(text).some((n) => !STANDARD_TYPES.has(n) && !defined.has(n)),
    );
    found = { words, unknown };
    perFile.set(sourceCode, found);
  }
  return found;
}

/** The type names in a comment's braces (`{Result}`, `{{ frames: number }}`), not the property names there. */
function typeNames(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "{") {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (c === "}" && depth > 0 && --depth === 0) {
      const type = text.slice(start, i);
      for (const match of type.matchAll(/[\p{L}_$][\p{L}\p{N}_$]*(?![\p{L}\p{N}_$])(?!\s*\??\s*:)/gu))
        if (!/[\p{L}\p{N}_$.]/u.test(type[match.index - 1] ?? "")) names.push(match[0]);
    }
  }
  return names;
}
