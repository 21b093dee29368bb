/**
 * The state of one detailed walk and the guarded reads it makes: every read of the value goes through
 * here, so a throwing getter or proxy trap becomes an issue, never an exception.
 */
import { messages } from "./messages.js";
import { formatPath, toPath, type PathNode } from "./path.js";
import type { ToolResultIssue } from "./types.js";

/** The limits of one walk, already checked. */
export interface Limits {
  readonly maxIssues: number;
  readonly maxDepth: number;
  readonly maxValues: number;
}

export const STOP: unique symbol = Symbol("stop");

/** The state of one walk: the issues so far and the values counted against `maxValues`. */
export class Walk {
  readonly issues: ToolResultIssue[] = [];
  values = 0;

  constructor(readonly limits: Limits) {}

  report(node: PathNode | null, text: string): void {
    if (this.issues.length >= this.limits.maxIssues) {
      this.issues.push({ path: [], message: messages.tooManyIssues(this.limits.maxIssues) });
      throw STOP;
    }
    const path = toPath(node);
    this.issues.push({ path, message: `${formatPath(path)}: ${text}` });
  }

  count(node: PathNode | null, amount: number): void {
    this.values += amount;
    if (this.values > this.limits.maxValues) {
      this.report(node, messages.tooManyValues(this.limits.maxValues));
      throw STOP;
    }
  }
}

export const FAILED: unique symbol = Symbol("failed");

/** Reads `object[key]`; a throwing getter or proxy trap becomes an issue and gives FAILED. */
export function read(walk: Walk, object: object, key: string | number, node: PathNode | null): unknown {
  try {
    return (object as Record<string | number, unknown>)[key];
  } catch (error) {
    walk.report({ parent: node, key }, messages.readThrew(error));
    return FAILED;
  }
}

/** Object.keys, with a throwing proxy trap turned into an issue. */
export function keysOf(walk: Walk, object: object, node: PathNode | null): string[] | undefined {
  try {
    return Object.keys(object);
  } catch (error) {
    walk.report(node, messages.keysThrew(error));
    return undefined;
  }
}

export function uninspectable(walk: Walk, node: PathNode | null, error: unknown): void {
  if (error === STOP) throw error;
  walk.report(node, messages.inspectThrew(error));
}
