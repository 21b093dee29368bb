/** The shapes syntax evidence is given and gives (./syntax-evidence.ts, ./tagged-evidence.ts), and a judgement both make. */
import type { TSESTree } from "@typescript-eslint/utils";

export type SyntaxEvidence = "for" | "none" | "against";

/** The verdict of syntax, and (when it is "for") what spoke for it. */
export interface SyntaxVerdict {
  readonly verdict: SyntaxEvidence;
  readonly by: "status" | "content" | "discriminator";
}

/** The members of a candidate, as detection collected them. */
export interface CandidateMembers {
  /** The object literal itself. */
  readonly node: TSESTree.ObjectExpression;
  readonly status: TSESTree.Property | undefined;
  readonly content: TSESTree.Property | undefined;
  /** Every property (not spread), in source order, with its static name. */
  readonly named: readonly { readonly node: TSESTree.Property; readonly name: string | undefined }[];
  readonly spreads: readonly TSESTree.SpreadElement[];
}

/** `id`, `requestId`, `session_id`, `file_id`: a key naming a record's identity, other than the contract's own. */
export function isIdentityKey(name: string | undefined, topLevel: ReadonlySet<string>): boolean {
  if (name === undefined || topLevel.has(name)) return false;
  return name === "id" || /[a-z]Id$|_id$/u.test(name);
}
