/**
 * The state of one validation: the issues so far, the values counted against `maxValues`, the path of
 * the value being checked, and what the built-in prototypes looked like when it started. The walks
 * (`walk.ts`, `json-walk.ts`) report through it.
 */
import type { CompiledContract } from "./compile.js";
import { messages } from "./messages.js";
import { formatPath } from "../../common/path.js";
import type { ToolResultIssue } from "./types.js";
import { prototypeState, TO_JSON_ON_PROTOS } from "./values.js";

/** The limits of one walk, already checked. */
export interface Limits {
  readonly maxIssues: number;
  readonly maxDepth: number;
  readonly maxValues: number;
}

/** The ancestors scanned one by one before the cycle check asks a Set (cheaper for the shallow values that are the rule). */
const SCAN_DEPTH = 32;

/** Thrown to end a walk early (too many issues or values); caught by `collectIssues`. */
export const STOP: unique symbol = Symbol("stop");

export class Walk {
  /** The issues so far; made at the first one. */
  issues: ToolResultIssue[] | undefined = undefined;
  /** Values counted so far: every property and array element, each time it appears. */
  values = 0;
  readonly maxValues: number;
  readonly maxDepth: number;
  /** Keys from the result down to the value being checked. */
  readonly path: (string | number)[] = [];
  /**
   * The objects and arrays from the result down to the value being checked (the result, the content
   * array, the block, its media value, json objects and arrays), for the cycle check: a value met again
   * while it is still one of them is a cycle, reported before anything of it is read a second time.
   */
  readonly ancestors: (object | undefined)[] = new Array<object | undefined>(16);
  /** How many ancestors there are. Each is one key below the one before, so the path of ancestor i is `path.slice(0, i)`. */
  depth = 0;
  /** The ancestors past the first SCAN_DEPTH, for a quick "is it one of them"; made when first needed. */
  deepAncestors: Set<object> | undefined = undefined;
  /** `depth` at the root of the json value being walked, for maxDepth. */
  jsonBase = 0;
  /**
   * Whether the JSON walk copies what it reads (json-walk.ts): the outputSchema check then checks the
   * values the walk saw, and never reads a getter again.
   */
  copying = false;
  /** The built-in prototypes' state when the walk started (values.ts, prototypeState). */
  readonly prototypes: number;
  /**
   * Object.prototype or Array.prototype carries a toJSON: reading `toJSON` on each object could run a
   * getter there, so the walks look the toJSON up by descriptors instead (values.ts, findToJSON).
   */
  readonly protoToJSON: boolean;

  constructor(
    readonly limits: Limits,
    readonly c: CompiledContract,
    /** When jsonPayload asks: the own entries of the json blocks' object payloads, as they were read. */
    readonly entries: [string, unknown][] | undefined,
  ) {
    this.maxValues = limits.maxValues;
    this.maxDepth = limits.maxDepth;
    const prototypes = prototypeState();
    this.prototypes = prototypes;
    this.protoToJSON = (prototypes & TO_JSON_ON_PROTOS) !== 0;
  }

  /** `object` is the value being checked now: its path is `path`. */
  enter(object: object): void {
    const d = this.depth;
    this.ancestors[d] = object;
    if (d >= SCAN_DEPTH) (this.deepAncestors ??= new Set()).add(object);
    this.depth = d + 1;
  }

  /** The value entered last is done. */
  leave(): void {
    const d = --this.depth;
    if (d >= SCAN_DEPTH) this.deepAncestors!.delete(this.ancestors[d]!);
  }

  /** Back to `depth` ancestors and a path of `pathLength` keys, after a throw cut a check short. */
  unwind(depth: number, pathLength: number): void {
    while (this.depth > depth) this.leave();
    this.path.length = pathLength;
  }

  /** The path of the ancestor that `object` is (a cycle), or undefined. */
  cycle(object: object): (string | number)[] | undefined {
    const ancestors = this.ancestors;
    const depth = this.depth;
    const scan = depth < SCAN_DEPTH ? depth : SCAN_DEPTH;
    let at = -1;
    for (let i = 0; i < scan; i++) {
      if (ancestors[i] === object) {
        at = i;
        break;
      }
    }
    if (at < 0 && depth > SCAN_DEPTH && this.deepAncestors!.has(object)) {
      for (let i = SCAN_DEPTH; i < depth; i++) {
        if (ancestors[i] === object) {
          at = i;
          break;
        }
      }
    }
    return at < 0 ? undefined : this.path.slice(0, at);
  }

  /** Reports an issue at the current path, or at the current path and then `key`. */
  report(text: string, key?: string | number): void {
    const issues = (this.issues ??= []);
    if (issues.length >= this.limits.maxIssues) {
      issues.push({ path: [], message: messages.tooManyIssues(this.limits.maxIssues) });
      throw STOP;
    }
    const here = this.path;
    let path: (string | number)[];
    if (here.length === 0) path = key === undefined ? [] : [key];
    else {
      path = here.slice();
      if (key !== undefined) path.push(key);
    }
    issues.push({ path, message: `${formatPath(path)}: ${text}` });
  }

  /** Reports an issue at `path` (a copy the caller no longer changes), counted against maxIssues as `report` counts. */
  reportAt(path: (string | number)[], text: string): void {
    const issues = (this.issues ??= []);
    if (issues.length >= this.limits.maxIssues) {
      issues.push({ path: [], message: messages.tooManyIssues(this.limits.maxIssues) });
      throw STOP;
    }
    issues.push({ path, message: `${formatPath(path)}: ${text}` });
  }

  /** A throw from the value at `path`, reported with `text` (a STOP passes through). */
  threwAt(error: unknown, path: (string | number)[], text: string): void {
    if (error === STOP) throw error;
    this.reportAt(path, text);
  }

  /** An issue about the whole walk, at the result, past the maxIssues count. */
  note(message: string): void {
    (this.issues ??= []).push({ path: [], message });
  }

  /** Counts the `length` elements of an array at the current path, before any is read. */
  countElements(length: number): void {
    this.values += length;
    if (this.values > this.maxValues) {
      this.report(
        length > this.maxValues
          ? messages.arrayTooLong(length, this.maxValues)
          : messages.tooManyValues(this.maxValues),
      );
      throw STOP;
    }
  }

  /** Called when counting the property `key` took the count over maxValues. */
  tooManyValues(key: string): never {
    this.report(messages.tooManyValues(this.maxValues), key);
    throw STOP;
  }

  /** A throw from the value (a getter, a proxy trap) while reading `key`, or while inspecting the value itself. */
  threw(error: unknown, key?: string | number): void {
    if (error === STOP) throw error;
    this.report(key === undefined ? messages.inspectThrew(error) : messages.readThrew(error), key);
  }

  /** Ends the walk: reports if code the value ran changed the built-in prototypes meanwhile. */
  finish(): void {
    if (prototypeState() !== this.prototypes) this.note(messages.prototypesChanged());
  }
}
