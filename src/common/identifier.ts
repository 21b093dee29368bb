/**
 * Identifiers as TypeScript judges them (ECMAScript's IdentifierName: Unicode ID_Start, then ID_Continue,
 * with `$` and `_` anywhere and the joiners ZWNJ and ZWJ after the first character), so `"Résultat"` and
 * `"結果"` are names and `"Tool Result"` is not. Escapes (`\u0041`) are not accepted: a setting names a type
 * as it is written in the source, and no one writes a type name with escapes.
 */
const IDENTIFIER_NAME = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;

/** Words a type declaration cannot be named: reserved words, strict-mode reserved words, and TypeScript's built-in type names. */
const RESERVED = new Set([
  // ECMAScript reserved words
  "break",
  "case",
  "catch",
  "class",
  "const",
  "continue",
  "debugger",
  "default",
  "delete",
  "do",
  "else",
  "enum",
  "export",
  "extends",
  "false",
  "finally",
  "for",
  "function",
  "if",
  "import",
  "in",
  "instanceof",
  "new",
  "null",
  "return",
  "super",
  "switch",
  "this",
  "throw",
  "true",
  "try",
  "typeof",
  "var",
  "void",
  "while",
  "with",
  // reserved in strict mode and in modules
  "await",
  "implements",
  "interface",
  "let",
  "package",
  "private",
  "protected",
  "public",
  "static",
  "yield",
  // TypeScript: "Type alias name cannot be ..." (TS2457) and "Interface name cannot be ..." (TS2427)
  "any",
  "bigint",
  "boolean",
  "never",
  "number",
  "object",
  "string",
  "symbol",
  "undefined",
  "unknown",
]);

/** Whether `text` is an IdentifierName (reserved words included). */
export function isIdentifierName(text: string): boolean {
  return IDENTIFIER_NAME.test(text);
}

/** Whether `text` is a reserved word or a built-in type name, which no declared type can be called. */
export function isReservedTypeName(text: string): boolean {
  return RESERVED.has(text);
}

/** Whether a type (an interface, a type alias, a class) can be declared with the name `text`. */
export function isTypeName(text: string): boolean {
  return isIdentifierName(text) && !isReservedTypeName(text);
}
