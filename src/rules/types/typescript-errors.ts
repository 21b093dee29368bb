/**
 * Which errors a type query may swallow: only TypeScript's own failures (its checker asserting on odd
 * code, `Debug Failure. ...`), which must not crash a lint; an error thrown by this plugin's code is a
 * bug and propagates, so that ESLint reports it with the rule's name.
 */

/** Whether `error` was thrown inside TypeScript itself: its top stack frame is in `typescript/lib`. */
export function isTypeScriptFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.message.startsWith("Debug Failure")) return true;
  const frame = error.stack?.split("\n").find((line) => line.trimStart().startsWith("at "));
  return frame !== undefined && /[\\/]typescript[\\/]lib[\\/]/u.test(frame);
}

/** `query()`, or `fallback` when TypeScript itself fails on this code; any other error propagates. */
export function whenTypeScriptAnswers<T>(query: () => T, fallback: T): T {
  try {
    return query();
  } catch (error) {
    if (isTypeScriptFailure(error)) return fallback;
    throw error;
  }
}

/** Whether `error` says a module or file is not there (`require` of a missing package, a missing file). */
export function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "MODULE_NOT_FOUND" || code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
