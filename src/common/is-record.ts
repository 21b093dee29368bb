/**
 * Whether a value is an object that is neither null nor an array: a config object, a JSON Schema node,
 * a returned record. Says nothing of its prototype (the runtime's "plain object" check is stricter).
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
