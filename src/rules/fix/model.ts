/** The data the fix passes between its steps: the members to move, and the edits to the object's text. */
import type { TSESTree } from "@typescript-eslint/utils";
import type { OffendingMember } from "../detection/tool-result.js";

type Comment = TSESTree.Comment;

/** One replacement in the source text. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A member to move, with the comments that belong to it. */
export interface Chunk {
  readonly member: OffendingMember;
  readonly leading: readonly Comment[];
  readonly trailing: readonly Comment[];
  /** The range of the comma after the member, if any. */
  readonly comma: readonly [number, number] | undefined;
  /** From the first leading comment to the member's end. */
  readonly start: number;
  /** Past the comma and trailing comments (or the member, when it has neither). */
  readonly end: number;
  readonly name: string | undefined;
}
