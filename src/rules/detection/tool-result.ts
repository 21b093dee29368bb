/**
 * Deciding what is a tool result. Every rule asks this module, so they agree on every object; it
 * imports nothing from the fix or the rules.
 *
 * Syntax alone needs evidence, not just two key names. An object literal with `status` and `content`
 * keys is a tool result when
 * - its status is statically a contract status (a string literal, a template without expressions, each
 *   branch of a conditional, a `const` that holds one, an enum member or `const` object member), or
 * - its content is an array literal with a block-like element (an object literal whose keys include a
 *   block kind, directly or through a `const`),
 * and nothing says otherwise: a status that is a number, boolean or `null` (`status: 404`), or a content
 * that is `null`, `undefined`, a number or a boolean, marks an HTTP body or UI state, not a tool result.
 * With type information the contextual type can decide either way. The whole model is in
 * docs/detection.md.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { PRESETS, topLevelSet, type ResolvedSettings, type ToolResultContract } from "../../contract/index.js";
import type { ToolApi } from "../../frameworks/index.js";
import { initValue, isUndefinedValue, propertyKeyName } from "../ast/static-values.js";
import { mayBeCandidate, mentionsMcpSdk } from "./candidate.js";
import { visibleKeys } from "./spread-keys.js";
import type { CandidateMembers } from "./evidence.js";
import { syntaxEvidence } from "./syntax-evidence.js";
import { toolSiteOf, type ToolSite } from "./tool-sites.js";
import { typedVerdict } from "./type-evidence.js";

/** A top-level member that breaks the contract: a key outside it, or a spread. */
export type OffendingMember =
  | {
      readonly kind: "key";
      readonly node: TSESTree.Property;
      /** The static key name; undefined for a computed key whose value is not known. */
      readonly name: string | undefined;
    }
  | { readonly kind: "spread"; readonly node: TSESTree.SpreadElement };

/** An object literal that is a tool result, with what the rules check. */
export interface ToolResultLiteral {
  readonly node: TSESTree.ObjectExpression;
  readonly contract: ToolResultContract;
  /** The `status` property that wins at run time (the last one). */
  readonly status: TSESTree.Property | undefined;
  /** The `content` property that wins at run time (the last one). */
  readonly content: TSESTree.Property | undefined;
  /** Extra keys and spreads, in source order. */
  readonly offending: readonly OffendingMember[];
  /** How it was recognised: by its status, its blocks, its discriminator, its type or its place. */
  readonly evidence: "status" | "content" | "discriminator" | "type" | "site";
  /** The class whose constructor takes the literal (`ToolResultBlock`), which copies only the contract's keys. */
  readonly constructorName: string | undefined;
  /** The tool site the literal is at (its tool API and declaration), if any. */
  readonly site: Extract<ToolSite, { kind: "result" }> | undefined;
}

/** The members of a candidate, as detection collects them (./evidence.ts). */
type Members = CandidateMembers & {
  readonly named: { node: TSESTree.Property; name: string | undefined }[];
  readonly spreads: TSESTree.SpreadElement[];
};

/** The tool-result literal that `node` is, or null. */
export function detectToolResult(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: ResolvedSettings,
  node: TSESTree.ObjectExpression,
): ToolResultLiteral | null {
  if (!mayBeCandidate(sourceCode, settings, node)) return null;
  const members = collectMembers(sourceCode, node);
  // Only objects with a `status` or `content` key, or a spread, are candidates: the rest costs nothing more.
  if (!members.status && !members.content && members.spreads.length === 0) return null;

  // The contract comes from the tool site, else the declared type, else the settings' contract, the one
  // syntax weighs the evidence against (docs/detection.md). Data a framework wraps is no result.
  let toolSite = toolSiteOf(sourceCode, settings, node);
  if (toolSite?.kind === "data") return null;
  const decided = toolSite
    ? { contract: toolSite.contract, evidence: "site" as const }
    : decideByEvidence(sourceCode, settings, node, members);
  if (!decided) return null;
  const { evidence } = decided;
  // The keys the settings allow are allowed in MCP results too, wherever their contract comes from.
  const contract = decided.contract === PRESETS.mcp ? settings.mcpContract : decided.contract;
  // A type a tool API declares (fastmcp's ContentResult) is that API's result, as at its tool sites.
  if (!toolSite && decided.api) toolSite = { kind: "result", api: decided.api, contract };

  const allowed = topLevelSet(contract);
  const offending: OffendingMember[] = [];
  let named = 0;
  // Under a contract of tagged blocks (MCP), a spread the literal then overrides the content of
  // (`{ ...result, content: [...] }`) extends another result: its keys reach the client as they did.
  const contentAt = members.content ? node.properties.indexOf(members.content) : -1;
  for (const [index, property] of node.properties.entries()) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      if (contract.taggedBlocks && index < contentAt) continue;
      if (!addsOnlyAllowedKeys(sourceCode, property, allowed, members)) {
        offending.push({ kind: "spread", node: property });
      }
      continue;
    }
    const name = members.named[named++]?.name;
    if (name !== undefined && allowed.has(name)) continue;
    // A key holding `undefined` is absent once serialized, as the runtime check counts it.
    const value = initValue(property);
    if (value !== undefined && isUndefinedValue(sourceCode, value)) continue;
    offending.push({ kind: "key", node: property, name });
  }
  const constructorName = toolSite?.kind === "result" ? toolSite.constructorName : undefined;
  return {
    node,
    contract,
    status: members.status,
    content: members.content,
    offending,
    evidence,
    constructorName,
    site: toolSite?.kind === "result" ? toolSite : undefined,
  };
}

/** Without a tool site: the declared type if it names one, else what syntax says under the settings' contract. */
function decideByEvidence(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: ResolvedSettings,
  node: TSESTree.ObjectExpression,
  members: Members,
): { contract: ToolResultContract; evidence: ToolResultLiteral["evidence"]; api?: ToolApi | undefined } | null {
  // Beside the MCP SDK, a literal without a status is weighed as an MCP result, whatever the preset.
  const contract =
    !settings.contract.taggedBlocks && !members.status && mentionsMcpSdk(sourceCode) ? PRESETS.mcp : settings.contract;
  const syntax = syntaxEvidence(sourceCode, contract, topLevelSet(contract), members);
  const typed = typedVerdict(
    sourceCode,
    node,
    settings,
    members.status,
    members.content,
    members.spreads,
    syntax.verdict,
  );
  if (typed.verdict === "tool-result") {
    return { contract: typed.contract ?? settings.contract, evidence: "type", api: typed.api };
  }
  if (typed.verdict === "other" || syntax.verdict !== "for") return null;
  return { contract, evidence: syntax.by };
}

/**
 * A spread that can only add allowed keys the literal does not set itself (`...(ok && { error })` under
 * `strands`) breaks nothing. One that sets a key the literal also sets (`...(failed && { status:
 * "error" })` beside `status`) is reported: which one wins is easy to misread.
 */
function addsOnlyAllowedKeys(
  sourceCode: Readonly<TSESLint.SourceCode>,
  spread: TSESTree.SpreadElement,
  allowed: ReadonlySet<string>,
  members: Members,
): boolean {
  const visible = visibleKeys(sourceCode, spread);
  if (!visible.exact || visible.keys.length === 0) return false;
  return visible.keys.every((key) => allowed.has(key) && !members.named.some((m) => m.name === key));
}

function collectMembers(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.ObjectExpression): Members {
  let status: TSESTree.Property | undefined;
  let content: TSESTree.Property | undefined;
  const named: { node: TSESTree.Property; name: string | undefined }[] = [];
  const spreads: TSESTree.SpreadElement[] = [];
  for (const property of node.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      spreads.push(property);
      continue;
    }
    const name = propertyKeyName(sourceCode, property);
    named.push({ node: property, name });
    if (name === "status") status = property;
    else if (name === "content") content = property;
  }
  return { node, status, content, named, spreads };
}
