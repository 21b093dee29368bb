/**
 * Freezes `value` and every object and array it holds (own enumerable properties), so that shared data
 * (the presets, a contract once it is checked) cannot be changed by anyone who reads it. For acyclic data.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
