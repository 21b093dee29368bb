/**
 * The state of one validation: the issues so far, the values counted against `maxValues`, the path of
 * the value being checked, and what the built-in prototypes looked like when it started. The walks
 * (`walk.ts`, `json-walk.ts`) report through it.
 */
import type { CompiledContract } from "./compile.js";
import { messages } from "./messages.js";
import { formatPath } from "./path.js";
import type { ToolResultIssue } from "./types.js";
import { ENUMERABLE_ON_OBJECT_PROTO, prototypeState, TO_JSON_ON_PROTOS } from "./values.js";

/** The limits of one walk, already checked. */
export interface Limits {
  readonly maxIssues: number;
  readonly maxDepth: number;
  readonly maxValues: number;
}

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
  /** The json walk's objects and arrays from the payload's root down (for the cycle check); made at the first payload object. */
  ancestors: object[] | undefined = undefined;
  /** The ancestors deeper than the json walk scans, for a quick "is it one of them" (json-walk.ts). */
  deepAncestors: Set<object> | undefined = undefined;
  /** The length of `path` at the root of the json payload being walked. */
  jsonRoot = 0;
  /** The built-in prototypes' state when the walk started (values.ts, prototypeState). */
  readonly prototypes: number;
  /** Object.prototype has enumerable properties, so every for-in loop must skip inherited keys. */
  readonly inherited: boolean;
  /**
   * Object.prototype or Array.prototype carries a toJSON: reading `toJSON` on each object could run a
   * getter there, so the walks look the toJSON up by descriptors instead (values.ts, findToJSON).
   */
  readonly protoToJSON: boolean;
  /** When jsonPayload asks: the own entries of the json blocks' object payloads, as they were read. */
  readonly entries: [string, unknown][] | undefined;

  constructor(
    readonly limits: Limits,
    readonly c: CompiledContract,
    entries: [string, unknown][] | undefined,
  ) {
    this.maxValues = limits.maxValues;
    this.maxDepth = limits.maxDepth;
    const prototypes = prototypeState();
    this.prototypes = prototypes;
    this.inherited = (prototypes & ENUMERABLE_ON_OBJECT_PROTO) !== 0;
    this.protoToJSON = (prototypes & TO_JSON_ON_PROTOS) !== 0;
    this.entries = entries;
  }

  /** Reports an issue at the current path, or at the current path and then `key`. */
  report(text: string, key?: string | number): void {
    const issues = (this.issues ??= []);
    if (issues.length >= this.limits.maxIssues) {
      issues.push({ path: [], message: messages.tooManyIssues(this.limits.maxIssues) });
      throw STOP;
    }
    const path = this.path.slice();
    if (key !== undefined) path.push(key);
    issues.push({ path, message: `${formatPath(path)}: ${text}` });
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
