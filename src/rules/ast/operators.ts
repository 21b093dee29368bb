/** Binary operators whose result is a boolean (comparisons, `in`, `instanceof`), whatever their operands. */
export const COMPARISONS: ReadonlySet<string> = new Set([
  "==",
  "!=",
  "===",
  "!==",
  "<",
  "<=",
  ">",
  ">=",
  "in",
  "instanceof",
]);
