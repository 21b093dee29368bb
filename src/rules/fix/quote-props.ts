/**
 * Whether Prettier's `quoteProps` may quote or unquote keys once a move is made, which the fix does not
 * follow. Under `"consistent"` an object quotes every key as soon as one needs quotes (`"x-trace-id"`), and
 * none when none does; under `"as-needed"` (the default) and `"preserve"` a key keeps its own form. An
 * object can show `"consistent"` (a quoted key that needs no quotes) but not the others, so a move that
 * would change whether an object needs quotes is left to a person.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import { isIdentifierName } from "../../common/identifier.js";

/** How a key is written: bare, quoted where it needs no quotes, quoted where it needs them; else neither. */
export type KeyForm = "bare" | "quoted" | "needs" | undefined;

export function keyForm(member: TSESTree.Node): KeyForm {
  if (member.type !== AST_NODE_TYPES.Property || member.computed) return undefined;
  const key = member.key;
  // Prettier quotes a number key beside keys that need quotes, as it quotes a name.
  if (key.type === AST_NODE_TYPES.Identifier || (key.type === AST_NODE_TYPES.Literal && typeof key.value === "number"))
    return "bare";
  if (key.type !== AST_NODE_TYPES.Literal || typeof key.value !== "string") return undefined;
  // As Prettier tells a key it may write bare: its text is its value (no escape), and an ES5 name (no letter
  // beyond the Basic Multilingual Plane) or a simple number.
  const value = key.value;
  const plain =
    key.raw.slice(1, -1) === value && ((isIdentifierName(value) && !ASTRAL.test(value)) || SIMPLE_NUMBER.test(value));
  return plain ? "quoted" : "needs";
}

const ASTRAL = /[\u{10000}-\u{10FFFF}]/u;
const SIMPLE_NUMBER = /^(?:\d+|\d+\.\d+)$/u;

/**
 * Whether an object's keys, `before` the move and `kept` by it, with the keys `added` to it, may be
 * written otherwise by Prettier under `"consistent"`: the last key that needed quotes leaves quoted keys
 * that need none; a key that needs quotes joins bare ones; a bare key joins keys that are quoted.
 */
export function quotesMayChange(
  before: readonly KeyForm[],
  kept: readonly KeyForm[],
  added: readonly KeyForm[],
): boolean {
  if (before.includes("needs") && !kept.includes("needs") && !added.includes("needs") && kept.includes("quoted"))
    return true;
  return (
    (added.includes("needs") && kept.includes("bare")) ||
    (added.includes("bare") && (kept.includes("needs") || kept.includes("quoted")))
  );
}
