/**
 * The json payloads of a result: walked with an explicit stack (no recursion), a cycle check, and the
 * depth and size limits.
 *
 * The objects being walked are exactly the frames on the stack, so a cycle is an object met again while
 * its frame is still there. The check scans the first SCAN_DEPTH frames (cheaper than hashing for the
 * shallow payloads that are the rule) and keeps deeper ones in a Set. Shared, non-cyclic references are
 * walked again each time they appear, as JSON.stringify writes them again; maxValues bounds that work.
 *
 * Choices where JSON.stringify and the contract leave room: json payloads must be plain data (objects
 * whose prototype is `Object.prototype` or `null`, and arrays); `-0` is accepted (JSON.stringify writes
 * `0`, which equals it); non-enumerable properties are ignored, as JSON.stringify ignores them;
 * enumerable symbol-keyed properties are reported; non-index properties of an array are not looked at.
 */
import { objectKind } from "../../common/describe-value.js";
import { messages } from "./messages.js";
import { formatPath, toPath, type PathNode } from "./path.js";
import { isLength } from "./values.js";
import { FAILED, read, uninspectable, type Walk } from "./reader.js";

const SCAN_DEPTH = 32;

interface Frame {
  readonly object: object;
  /** Keys of an object; null for an array. */
  readonly keys: readonly string[] | null;
  readonly length: number;
  index: number;
  readonly node: PathNode;
}

export function checkJson(walk: Walk, root: unknown, node: PathNode): void {
  const stack: Frame[] = [];
  const deep = new Set<object>();
  const first = visit(walk, root, node.parent, node.key, false, stack, deep);
  if (first === undefined) return;
  stack.push(first);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.length) {
      stack.pop();
      if (stack.length >= SCAN_DEPTH) deep.delete(frame.object);
      continue;
    }
    const key = frame.keys === null ? frame.index : frame.keys[frame.index]!;
    frame.index++;
    const child = read(walk, frame.object, key, frame.node);
    if (child === FAILED) continue;
    const next = visit(walk, child, frame.node, key, frame.keys === null, stack, deep);
    if (next !== undefined) {
      if (stack.length >= SCAN_DEPTH) deep.add(next.object);
      stack.push(next);
    }
  }
}

function ancestor(object: object, stack: readonly Frame[], deep: ReadonlySet<object>): Frame | undefined {
  const scan = Math.min(stack.length, SCAN_DEPTH);
  for (let i = 0; i < scan; i++) if (stack[i]!.object === object) return stack[i];
  if (stack.length > SCAN_DEPTH && deep.has(object)) {
    for (let i = SCAN_DEPTH; i < stack.length; i++) if (stack[i]!.object === object) return stack[i];
  }
  return undefined;
}

/**
 * Checks one json value, `parent[key]`; returns a frame when it is an object or array to walk into.
 * The path node of the value is made only when needed (an issue, or an object to walk into).
 */
function visit(
  walk: Walk,
  value: unknown,
  parent: PathNode | null,
  key: string | number,
  inArray: boolean,
  stack: readonly Frame[],
  deep: ReadonlySet<object>,
): Frame | undefined {
  if (++walk.values > walk.limits.maxValues) walk.count({ parent, key }, 0);
  switch (typeof value) {
    case "string":
    case "boolean":
      return undefined;
    case "number":
      if (Number.isFinite(value)) return undefined;
      break;
    case "object":
      if (value === null) return undefined;
      break;
    default:
      break;
  }
  const node: PathNode = { parent, key };
  switch (typeof value) {
    case "number":
      walk.report(node, messages.jsonNumber(value));
      return undefined;
    case "undefined":
      walk.report(node, messages.jsonUndefined(inArray));
      return undefined;
    case "function":
      walk.report(node, key === "toJSON" ? messages.jsonToJSON() : messages.jsonFunction(inArray));
      return undefined;
    case "symbol":
      walk.report(node, messages.jsonSymbol(inArray));
      return undefined;
    case "bigint":
      walk.report(node, messages.jsonBigint(value));
      return undefined;
    default:
      break;
  }
  const object = value as object;
  const loop = ancestor(object, stack, deep);
  if (loop !== undefined) {
    walk.report(node, messages.jsonCycle(formatPath(toPath(loop.node))));
    return undefined;
  }
  if (stack.length >= walk.limits.maxDepth) {
    walk.report(node, messages.jsonTooDeep(walk.limits.maxDepth));
    return undefined;
  }
  try {
    if (Array.isArray(object)) {
      const length = read(walk, object, "length", node);
      if (length === FAILED) return undefined;
      if (!isLength(length)) {
        walk.report(node, messages.badLength(length));
        return undefined;
      }
      return { object, keys: null, length, index: 0, node };
    }
    const kind = objectKind(object);
    if (!kind.plain) {
      walk.report(node, messages.jsonNotPlain(kind));
      return undefined;
    }
    const keys = Object.keys(object);
    const symbols = Object.getOwnPropertySymbols(object);
    for (const symbol of symbols) {
      if (Object.prototype.propertyIsEnumerable.call(object, symbol)) walk.report(node, messages.jsonSymbolKey(symbol));
    }
    return { object, keys, length: keys.length, index: 0, node };
  } catch (error) {
    uninspectable(walk, node, error);
    return undefined;
  }
}
