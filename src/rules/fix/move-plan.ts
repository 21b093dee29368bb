/** What a move into a json block takes and where it goes: made by `move-to-json.ts`, written by `edit.ts`. */
import type { TSESTree } from "@typescript-eslint/utils";
import type { JsonTarget } from "./json-target.js";

export interface MovePlan {
  readonly node: TSESTree.ObjectExpression;
  readonly content: TSESTree.Property;
  /** The content's value when it is an array literal. */
  readonly array: TSESTree.ArrayExpression | undefined;
  /** The content's own json block that receives the members. */
  readonly target: JsonTarget | undefined;
  readonly moved: ReadonlySet<TSESTree.Node>;
}
