/**
 * Syntax evidence under a contract of tagged blocks (`mcp`), whose results carry `content` and no
 * `status`; ./syntax-evidence.ts asks it. The model is in docs/detection.md, "Under the mcp contract".
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import { PRESETS, type ToolResultContract } from "../../contract/index.js";
import { MCP_LEGACY_RESULT_KEY } from "../../frameworks/index.js";
import { returningFunction, storedIn } from "../ast/functions.js";
import { initValue, membersAssigned, propertyKeyName, staticStrings } from "../ast/static-values.js";
import { isIdentityKey, type CandidateMembers, type SyntaxVerdict } from "./evidence.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

const AGAINST: SyntaxVerdict = { verdict: "against", by: "status" };
const NONE: SyntaxVerdict = { verdict: "none", by: "status" };

/** The keyed contracts' statuses: under a contract without `status` they are a slip, not another vocabulary. */
const KEYED_STATUSES: readonly string[] = PRESETS.strands.statuses;

/**
 * Evidence under a contract of tagged blocks (`mcp`), whose results carry `content` and no `status`:
 * - for: a content array with a block tagged with a kind of the contract (`{ type: "text", text }`),
 *   whatever other keys the object has (an extra key is what no-extra-keys reports); an empty or opaque
 *   content beside one of the contract's own keys (`isError`, `structuredContent`, `_meta`), in the
 *   literal or assigned to the variable that holds it (`result.isError = true`);
 * - against: a block tagged with another kind (`{ type: "output_text" }`), a content that is not an array
 *   (a string, one object), a `status` other than the keyed contracts' `"success"` and `"error"`, the
 *   value of a `toolResult` key (the 2024-10-07 form, whose payload goes on unparsed); keys of model
 *   responses and messages are weighed before (./syntax-evidence.ts);
 * - nothing: any `status` (an outcome record of another framework as often as a slip; at an MCP tool site
 *   the site decides, and no-extra-keys reports the key); an identity key (`id`, `file_id`, `requestId`)
 *   without one of the contract's own keys (a record of another format with the same blocks), unless a
 *   function of its own (not a callback) returns the object.
 */
export function taggedEvidence(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  topLevel: ReadonlySet<string>,
  members: CandidateMembers,
  /** What the content says (./syntax-evidence.ts, which judges its blocks with taggedBlockStyle). */
  content: "for" | "none" | "against" | "string",
): SyntaxVerdict {
  const status = initValue(members.status);
  if (status) {
    const found = staticStrings(sourceCode, status);
    if (found.nonString || found.strings.some((s) => !KEYED_STATUSES.includes(s.value))) return AGAINST;
  }
  if (content === "against" || content === "string" || isLegacyPayload(sourceCode, members.node)) return AGAINST;
  // A status beside tagged blocks is another framework's outcome record (`{ status: "ok", content,
  // details }`) as often as a slip: only a tool site makes it an MCP result.
  if (members.status) return NONE;
  const own =
    members.named.some((m) => m.name !== undefined && m.name !== "content" && topLevel.has(m.name)) ||
    assignsOwnKey(sourceCode, members.node, topLevel);
  // A record with an identity of its own and none of the contract's keys is another format's item with
  // the same blocks (a search hit of OpenAI's vector stores: `{ file_id, filename, score, content }`),
  // unless a function of its own returns it (`return { content, jobId }`: a result with an extra key).
  if (!own && !returnedByItsOwnFunction(members.node) && members.named.some((m) => isIdentityKey(m.name, topLevel))) {
    return NONE;
  }
  if (content === "for") return { verdict: "for", by: "content" };
  return own && members.content ? { verdict: "for", by: "content" } : NONE;
}

/** Whether the object is what `{ toolResult: ... }` holds: the payload of MCP's 2024-10-07 result form. */
function isLegacyPayload(sourceCode: SourceCode, node: TSESTree.ObjectExpression): boolean {
  const holder = node.parent;
  return (
    holder?.type === AST_NODE_TYPES.Property &&
    holder.value === node &&
    holder.parent.type === AST_NODE_TYPES.ObjectExpression &&
    propertyKeyName(sourceCode, holder) === MCP_LEGACY_RESULT_KEY
  );
}

/**
 * Whether the object is stored in a variable that then gets one of the contract's own keys (`const
 * result = { content }; if (failed) result.isError = true;`): a result built a member at a time.
 */
function assignsOwnKey(
  sourceCode: SourceCode,
  node: TSESTree.ObjectExpression,
  topLevel: ReadonlySet<string>,
): boolean {
  const variable = storedIn(sourceCode, node);
  return variable !== undefined && membersAssigned(variable).some((name) => name !== "content" && topLevel.has(name));
}

/** Whether the object is what a function returns that is not a callback passed to a call (`rows.map((r) => ({ ... }))`). */
function returnedByItsOwnFunction(node: TSESTree.ObjectExpression): boolean {
  const fn = returningFunction(node);
  return fn !== undefined && fn.parent?.type !== AST_NODE_TYPES.CallExpression;
}

/** A block under a contract of tagged blocks: its tag names a kind of the contract (for), another kind (against), or nothing known. */
export function taggedBlockStyle(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  tag: string,
  block: TSESTree.ObjectExpression,
): "for" | "none" | "against" {
  for (const property of block.properties) {
    if (property.type !== AST_NODE_TYPES.Property || propertyKeyName(sourceCode, property) !== tag) continue;
    const value = initValue(property);
    const found = value ? staticStrings(sourceCode, value) : undefined;
    if (!found || found.nonString || found.strings.length === 0) return "none";
    if (found.strings.some((s) => !contract.blockKinds.includes(s.value))) return "against";
    return found.complete ? "for" : "none";
  }
  return "none";
}
