/**
 * The id a result answers a tool use with: the request's own `toolUseId` when it is a non-empty string,
 * else one made for that request object and remembered (a WeakMap, so the request is not changed), so
 * that two calls without an id never share one (the structured-output store kept only the last of them)
 * and the id a tool stored a value under is the one `extractResult` finds again.
 */

const made = new WeakMap<object, string>();
let count = 0;

/** A fresh id, unique within this process (and, with `crypto.randomUUID`, beyond it). */
function freshId(): string {
  count += 1;
  const random =
    typeof globalThis.crypto?.randomUUID === "function" ? globalThis.crypto.randomUUID() : `${Date.now().toString(36)}`;
  return `tooluse_generated_${count}_${random}`;
}

/** The id of `toolUse` (see the module comment). Never throws: a request whose id cannot be read gets one made. */
export function toolUseIdOf(toolUse: unknown): string {
  if (toolUse === null || (typeof toolUse !== "object" && typeof toolUse !== "function")) return freshId();
  let id: unknown;
  try {
    id = (toolUse as { toolUseId?: unknown }).toolUseId;
  } catch {
    id = undefined;
  }
  if (typeof id === "string" && id !== "") return id;
  let known = made.get(toolUse);
  if (known === undefined) {
    known = freshId();
    made.set(toolUse, known);
  }
  return known;
}
