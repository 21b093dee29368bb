/**
 * What the syntax of a candidate object literal says: evidence that it is a tool result of the
 * contract, evidence that it is another kind of object, or nothing. The model is in docs/detection.md:
 *
 * - for: a `status` that is a contract status; a block in the contract's own style (exactly one block
 *   kind, no `type` key: `{ text }`, `{ json }`); the contract's own discriminator (`type:
 *   "toolResultBlock"` under `strands`);
 * - against: a status that is a number, boolean or `null`, or a word of another vocabulary
 *   (`"completed"`, `"ok"`, `"pending"`); a content that is `null`, `undefined`, a number or a boolean;
 *   a tagged block of another format (`{ type: "output_text", text }`); keys other formats use at the
 *   top level (`role`, `tool_call_id`, `call_id`, `type`, `id` beside `type`);
 * - neutral: a status that is a slip for a contract status (`"sucess"`, `"Success"`, `"failed"`), values
 *   that are not static (`this.status`, a call).
 * A content that is a string (a literal, a template, `JSON.stringify(...)`, a parameter declared `string`)
 * counts against, unless the status is evidence for the contract and the object is no record (no spread,
 * no identity key such as `id`, `runId` or `session_id`): then it is a tool result whose content
 * `valid-content` reports. An object content that is no block (`{ title }`) counts against. A contract status with nothing else for it (`{ status: "error", content: job.content }`) is
 * no evidence in a file whose objects also take statuses of another vocabulary (./status-vocabulary.ts).
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { statusWordKind, type ToolResultContract } from "../../contract/index.js";
import {
  declaredPrimitive,
  initValue,
  propertyKeyName,
  resolveExpression,
  staticStrings,
} from "../ast/static-values.js";
import { ownReturns } from "../ast/functions.js";
import { constInitializer, unwrap, variableOf } from "../ast/scope.js";
import { usesOtherStatusWords } from "./status-vocabulary.js";
import { isIdentityKey, type CandidateMembers, type SyntaxVerdict } from "./evidence.js";
import { taggedBlockStyle, taggedEvidence } from "./tagged-evidence.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export type { CandidateMembers, SyntaxEvidence, SyntaxVerdict } from "./evidence.js";

/**
 * Top-level keys of other formats: chat and tool messages (`role`, `tool_call_id`, `name` beside them),
 * OpenAI items (`call_id`), Anthropic blocks (`tool_use_id`, `is_error`), LangChain's `artifact`, MCP's
 * `isError` and `structuredContent`, model responses' `usage`, `model` and finish reasons. Under a contract
 * that allows one of them it is no evidence.
 */
const FOREIGN_KEYS = new Set([
  // Model responses and messages.
  "usage",
  "finishReason",
  "finish_reason",
  "stop_reason",
  "stopReason",
  "model",
  "role",
  "tool_call_id",
  "call_id",
  "tool_use_id",
  "is_error",
  "artifact",
  "isError",
  "structuredContent",
]);

/** How many spread arrays deep (`[...a]` where `const a = [...b]`) the search for blocks goes. */
const MAX_SPREAD_DEPTH = 8;

const AGAINST: SyntaxVerdict = { verdict: "against", by: "status" };
const NONE: SyntaxVerdict = { verdict: "none", by: "status" };

export function syntaxEvidence(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  topLevel: ReadonlySet<string>,
  members: CandidateMembers,
): SyntaxVerdict {
  const keys = keyEvidence(sourceCode, contract, topLevel, members);
  if (keys === "against") return AGAINST;
  // The argument of a class's constructor (`new AIMessageChunk({ content })`) is that class's data; the
  // constructors that take a tool result are tool sites, decided before syntax is asked.
  if (members.node.parent.type === AST_NODE_TYPES.NewExpression) return AGAINST;
  if (contract.taggedBlocks) {
    return taggedEvidence(
      sourceCode,
      contract,
      topLevel,
      members,
      contentEvidence(sourceCode, contract, members.content),
    );
  }
  const status = statusEvidence(sourceCode, contract, members.status);
  const content = contentEvidence(sourceCode, contract, members.content);
  if (content === "against") return AGAINST;
  if (status === "against") {
    // Blocks in the contract's own style outweigh a status word it does not know (`{ status: "ok",
    // content: [{ text }] }` is a result whose status valid-status reports), unless the object is a
    // record with an identity of its own, or its status is no word at all (a number, `null`).
    const word = statusIsWord(sourceCode, members.status);
    const record = members.spreads.length > 0 || members.named.some((m) => isIdentityKey(m.name, topLevel));
    if (content !== "for" || !word || record) return AGAINST;
    return { verdict: "for", by: "content" };
  }
  if (content === "string") {
    // `{ status: "success", content: "Done.", frames: 2 }` is a slip; a record with its own identity
    // (`id`, `runId`, `session_id`) or a spread is another format's record, serialised.
    const record = members.spreads.length > 0 || members.named.some((m) => isIdentityKey(m.name, topLevel));
    if (status !== "for" || record || usesOtherStatusWords(sourceCode, contract.statuses)) return AGAINST;
    return { verdict: "for", by: "status" };
  }
  if (!members.status || !members.content) return NONE;
  if (status === "for" && (content === "for" || !usesOtherStatusWords(sourceCode, contract.statuses))) {
    return { verdict: "for", by: "status" };
  }
  if (content === "for") return { verdict: "for", by: "content" };
  if (keys === "for") return { verdict: "for", by: "discriminator" };
  return NONE;
}

/** Whether a status is statically strings only (a word of another vocabulary, rather than `404` or `null`). */
function statusIsWord(sourceCode: SourceCode, status: TSESTree.Property | undefined): boolean {
  const value = initValue(status);
  const found = value ? staticStrings(sourceCode, value) : undefined;
  return found !== undefined && found.complete && !found.nonString;
}

/** Evidence from the top-level keys themselves: other formats' keys, the contract's discriminator. */
function keyEvidence(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  topLevel: ReadonlySet<string>,
  members: CandidateMembers,
): "for" | "none" | "against" {
  let type: TSESTree.Property | undefined;
  let id = false;
  for (const { node, name } of members.named) {
    if (name === undefined || topLevel.has(name)) {
      if (name !== undefined && name === contract.discriminator?.key) type = node;
      continue;
    }
    if (FOREIGN_KEYS.has(name)) return "against";
    if (name === "type") return "against";
    if (name === "id") id = true;
  }
  if (type === undefined) return "none";
  // The discriminator key with another value (or one that is not static) is another kind of object.
  const value = initValue(type);
  const found = value ? staticStrings(sourceCode, value) : undefined;
  const expected = contract.discriminator?.value;
  // `id` beside a `type` is another format's item (`{ id, type: "message", ... }`).
  if (found?.complete && found.strings.every((s) => s.value === expected) && !id) return "for";
  return "against";
}

function statusEvidence(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  status: TSESTree.Property | undefined,
): "for" | "none" | "against" {
  const value = initValue(status);
  if (!value) return "none";
  const found = staticStrings(sourceCode, value);
  if (found.nonString) return "against";
  let sawContract = false;
  for (const leaf of found.strings) {
    const kind = statusWordKind(leaf.value, contract.statuses);
    if (kind === "other") return "against";
    if (kind === "contract") sawContract = true;
  }
  return found.complete && sawContract && found.strings.every((s) => contract.statuses.includes(s.value))
    ? "for"
    : "none";
}

function contentEvidence(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  content: TSESTree.Property | undefined,
): "for" | "none" | "against" | "string" {
  const value = initValue(content);
  if (!value) return "none";
  const resolved = resolveExpression(sourceCode, value);
  if (resolved.type === AST_NODE_TYPES.Identifier && resolved.name === "undefined") return "against";
  if (resolved.type === AST_NODE_TYPES.TemplateLiteral) return "string";
  if (resolved.type === AST_NODE_TYPES.Literal) {
    if (typeof resolved.value === "string") return "string";
    if ("regex" in resolved && resolved.regex) return "none";
    return "against"; // null, a number, a boolean, a bigint
  }
  if (resolved.type === AST_NODE_TYPES.Identifier) {
    const declared = declaredPrimitive(sourceCode, resolved);
    if (declared === "string") return "string";
    return declared === undefined ? "none" : "against";
  }
  if (resolved.type === AST_NODE_TYPES.CallExpression && isStringCall(resolved)) return "string";
  // One block instead of a list (`content: { text }`) is a slip `valid-content` reports; another object
  // (`content: { title }`) is the payload of another kind of record. Under a contract of tagged blocks a
  // single block is another format's (an MCP prompt message: `{ role, content: { type: "text", text } }`).
  if (resolved.type === AST_NODE_TYPES.ObjectExpression) {
    return !contract.taggedBlocks && blockStyle(sourceCode, contract, resolved) === "for" ? "none" : "against";
  }
  // `items.map((item) => ({ type: "text", text: item }))`: the blocks the callback returns.
  const mapped = mappedBlocks(resolved);
  if (mapped.length > 0) {
    const verdicts = mapped.map((block) => blockStyle(sourceCode, contract, block));
    if (verdicts.includes("against")) return "against";
    return verdicts.includes("for") ? "for" : "none";
  }
  const literal = blocksEvidence(sourceCode, contract, resolved, 0, new Set());
  if (literal === "against") return "against";
  // `const content = []; content.push({ type: "text", text })`: the blocks pushed onto the array too.
  const pushed = pushedBlocks(sourceCode, value, resolved).map((block) => blockStyle(sourceCode, contract, block));
  if (pushed.includes("against")) return "against";
  return literal === "for" || pushed.includes("for") ? "for" : "none";
}

/**
 * The object literals pushed onto a `const` array literal that `value` names (`content.push({ ... })`),
 * in the calls of the array's own variable; none for anything else.
 */
function pushedBlocks(
  sourceCode: SourceCode,
  value: TSESTree.Node,
  resolved: TSESTree.Node,
): TSESTree.ObjectExpression[] {
  const name = unwrap(value);
  if (name.type !== AST_NODE_TYPES.Identifier || resolved.type !== AST_NODE_TYPES.ArrayExpression) return [];
  if (constInitializer(sourceCode, name) !== resolved) return [];
  const blocks: TSESTree.ObjectExpression[] = [];
  for (const reference of variableOf(sourceCode, name)?.references ?? []) {
    const member = reference.identifier.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== reference.identifier) continue;
    if (member.computed || member.property.type !== AST_NODE_TYPES.Identifier || member.property.name !== "push")
      continue;
    const call = member.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== member) continue;
    for (const argument of call.arguments) {
      const block = unwrap(argument);
      if (block.type === AST_NODE_TYPES.ObjectExpression) blocks.push(block);
    }
  }
  return blocks;
}

/** The object literals a `.map()` or `.flatMap()` callback written in the call returns (its own returns only). */
function mappedBlocks(node: TSESTree.Node): TSESTree.ObjectExpression[] {
  if (node.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.MemberExpression) return [];
  const method = node.callee.property;
  if (method.type !== AST_NODE_TYPES.Identifier || (method.name !== "map" && method.name !== "flatMap")) return [];
  const callback = node.arguments[0];
  if (
    callback?.type !== AST_NODE_TYPES.ArrowFunctionExpression &&
    callback?.type !== AST_NODE_TYPES.FunctionExpression
  ) {
    return [];
  }
  return ownReturns(callback).flatMap((value) => {
    const returned = unwrap(value);
    return returned.type === AST_NODE_TYPES.ObjectExpression ? [returned] : [];
  });
}

/** `JSON.stringify(x)`, `String(x)`, `x.toString()`, `xs.join(...)`: calls that give a string. */
function isStringCall(call: TSESTree.CallExpression): boolean {
  const callee = call.callee;
  if (callee.type === AST_NODE_TYPES.Identifier) return callee.name === "String";
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed) return false;
  if (callee.property.type !== AST_NODE_TYPES.Identifier) return false;
  const method = callee.property.name;
  if (method === "stringify") return callee.object.type === AST_NODE_TYPES.Identifier && callee.object.name === "JSON";
  return method === "toString" || method === "join";
}

/** Evidence from an array literal's elements (and the arrays it spreads): its blocks' style. */
function blocksEvidence(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  node: TSESTree.Node,
  depth: number,
  seen: Set<TSESTree.Node>,
): "for" | "none" | "against" {
  const array = resolveExpression(sourceCode, node);
  // A bounded search: `const a = [...a]` and long chains of spread arrays end here.
  if (array.type !== AST_NODE_TYPES.ArrayExpression || depth > MAX_SPREAD_DEPTH || seen.has(array)) return "none";
  seen.add(array);
  let verdict: "for" | "none" = "none";
  for (const element of array.elements) {
    if (!element) continue;
    const target = element.type === AST_NODE_TYPES.SpreadElement ? element.argument : element;
    const resolved = resolveExpression(sourceCode, target);
    let found: "for" | "none" | "against" = "none";
    if (resolved.type === AST_NODE_TYPES.ArrayExpression && element.type === AST_NODE_TYPES.SpreadElement) {
      found = blocksEvidence(sourceCode, contract, resolved, depth + 1, seen);
    } else if (resolved.type === AST_NODE_TYPES.ObjectExpression) {
      found = blockStyle(sourceCode, contract, resolved);
    }
    if (found === "against") return "against";
    if (found === "for") verdict = "for";
  }
  return verdict;
}

/**
 * A block literal in the contract's own style is evidence for it: exactly one block kind and no `type`
 * key. A tagged block (`{ type: "output_text", text }`) is another format's. Under a contract of tagged
 * blocks, a tag naming one of its kinds is evidence for it, a tag naming another kind is against, and a
 * block without a tag says nothing (`valid-content` reports it).
 */
export function blockStyle(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  block: TSESTree.ObjectExpression,
): "for" | "none" | "against" {
  if (contract.taggedBlocks) return taggedBlockStyle(sourceCode, contract, contract.taggedBlocks.tag, block);
  let kinds = 0;
  for (const property of block.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const name = propertyKeyName(sourceCode, property);
    if (name === "type") return "against";
    if (name !== undefined && contract.blockKinds.includes(name)) kinds++;
  }
  return kinds === 1 ? "for" : "none";
}

/** The block-kind keys an object literal carries (`{ text: "a" }` gives `["text"]`). */
export function blockKindsOf(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  block: TSESTree.ObjectExpression,
): TSESTree.Property[] {
  const found: TSESTree.Property[] = [];
  for (const property of block.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const name = propertyKeyName(sourceCode, property);
    if (name !== undefined && contract.blockKinds.includes(name)) found.push(property);
  }
  return found;
}
