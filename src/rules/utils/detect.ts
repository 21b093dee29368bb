/**
 * Deciding what is a tool result. Every rule asks this module, so they agree on every object.
 *
 * Syntax alone needs evidence, not just two key names. An object literal with `status` and `content`
 * keys is a tool result when
 * - its status is statically a contract status (a string literal, a template without expressions, each
 *   branch of a conditional, a `const` that holds one, an enum member or `const` object member), or
 * - its content is an array literal with a block-like element (an object literal whose keys include a
 *   block kind, directly or through a `const`),
 * and nothing says otherwise: a status that is a number, boolean or `null` (`status: 404`), or a content
 * that is `null`, `undefined`, a number or a boolean, marks an HTTP body or UI state, not a tool result.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { ToolResultContract } from "../../contract/index.js";
import { resolveSettings, type ResolvedSettings } from "../../contract/index.js";
import { propertyKeyName, resolveExpression, staticStrings } from "./static.js";
import type { MoveToJson } from "./move-to-json.js";
import { hasTypeInformation, typedVerdict } from "./typed.js";

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;
type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The file being linted, shared by the four rules: what they read from their contexts, and the last
 * decision made. ESLint hands every rule a fresh context object for every file, so a property read on it
 * is a slow look-up: the rules read it once per file (see {@link onToolResult}) and pass this along
 * instead. ESLint calls every rule's `ObjectExpression` listener for one node before it moves to the
 * next, so remembering the last node's answer lets the four rules pay for one decision without a map
 * keyed by nodes.
 */
export interface LintedFile {
  readonly sourceCode: SourceCode;
  /** ESLint's `settings` object this was made from. */
  readonly rawSettings: unknown;
  readonly settings: ResolvedSettings;
  lastNode: TSESTree.ObjectExpression | undefined;
  lastResult: ToolResultLiteral | null;
  /** The fix built for `lastMoveFor` (see move-to-json.ts). */
  lastMoveFor: ToolResultLiteral | undefined;
  lastMove: MoveToJson | null;
}

const files = new WeakMap<SourceCode, LintedFile>();

/** A top-level member that breaks the contract: a key outside it, or a spread. */
export type OffendingMember =
  | {
      readonly kind: "key";
      readonly node: TSESTree.Property;
      /** The static key name; undefined for a computed key whose value is not known. */
      readonly name: string | undefined;
    }
  | { readonly kind: "spread"; readonly node: TSESTree.SpreadElement };

export interface ToolResultLiteral {
  readonly node: TSESTree.ObjectExpression;
  readonly contract: ToolResultContract;
  /** The `status` property that wins at run time (the last one). */
  readonly status: TSESTree.Property | undefined;
  /** The `content` property that wins at run time (the last one). */
  readonly content: TSESTree.Property | undefined;
  /** Extra keys and spreads, in source order. */
  readonly offending: readonly OffendingMember[];
  /** How it was recognised. */
  readonly evidence: "status" | "content" | "type";
}

interface Members {
  status: TSESTree.Property | undefined;
  content: TSESTree.Property | undefined;
  named: { node: TSESTree.Property; name: string | undefined }[];
  spreads: TSESTree.SpreadElement[];
}

/**
 * The listener of every rule: `handle` gets each object literal of the file that is a tool result.
 *
 * The context is read at the file's first object literal, not in `create`: the first property read on a
 * file's fresh rule context costs about 2 µs, more than all the rest a rule does in a file without tool
 * results, and many files have no object literal at all (214 of rxjs's 251). A bad
 * `settings["tool-result"]` therefore stops the lint at the first object literal, where the settings
 * first matter; a file without one cannot break the contract under any settings.
 */
export function onToolResult(
  context: Context,
  handle: (result: ToolResultLiteral, file: LintedFile) => void,
): { ObjectExpression(node: TSESTree.ObjectExpression): void } {
  let file: LintedFile | undefined;
  return {
    ObjectExpression(node) {
      file ??= lintedFile(context);
      const result = getToolResult(file, node);
      if (result) handle(result, file);
    },
  };
}

/** The file a rule is linting; throws a clear error for a bad `settings["tool-result"]`. */
function lintedFile(context: Context): LintedFile {
  const sourceCode = context.sourceCode;
  const raw: unknown = context.settings;
  let file = files.get(sourceCode);
  if (!file || file.rawSettings !== raw) {
    file = {
      sourceCode,
      rawSettings: raw,
      settings: resolveSettings(raw),
      lastNode: undefined,
      lastResult: null,
      lastMoveFor: undefined,
      lastMove: null,
    };
    files.set(sourceCode, file);
  }
  return file;
}

/**
 * The tool-result literal that `node` is, or null. The last answer is kept on the file (see
 * {@link LintedFile}), so the four rules pay for one decision between them.
 */
function getToolResult(file: LintedFile, node: TSESTree.ObjectExpression): ToolResultLiteral | null {
  if (node === file.lastNode) return file.lastResult;
  // Most object literals in a codebase are not candidates: answer those without allocating anything.
  const result = mayBeCandidate(file.sourceCode, node) ? detect(file, node) : null;
  file.lastNode = node;
  file.lastResult = result;
  return result;
}

/**
 * A quick, allocation-free look at the keys. Syntax needs both a `status` and a `content` key (plain,
 * quoted or computed from a literal); types can also speak for an object with a spread (which may
 * bring the other key), so those are candidates in a file with type information. Everything else
 * cannot be a tool result.
 */
function mayBeCandidate(sourceCode: SourceCode, node: TSESTree.ObjectExpression): boolean {
  let status = false;
  let content = false;
  let spread = false;
  for (const property of node.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      spread = true;
      continue;
    }
    const key = property.key;
    // A computed key counts when it is a literal (`["status"]`); `[TypeId]` and `[Symbol.iterator]` do not.
    const name =
      key.type === AST_NODE_TYPES.Identifier && !property.computed
        ? key.name
        : key.type === AST_NODE_TYPES.Literal
          ? key.value
          : key.type === AST_NODE_TYPES.TemplateLiteral && key.expressions.length === 0
            ? key.quasis[0]?.value.cooked
            : undefined;
    if (name === "status") status = true;
    else if (name === "content") content = true;
  }
  if (status && content) return true;
  return spread && hasTypeInformation(sourceCode);
}

function detect(file: LintedFile, node: TSESTree.ObjectExpression): ToolResultLiteral | null {
  const { sourceCode, settings } = file;
  const { contract } = settings;
  const members = collectMembers(sourceCode, node);
  // Only objects with a `status` or `content` key, or a spread, are candidates: the rest costs nothing more.
  if (!members.status && !members.content && members.spreads.length === 0) return null;

  // Syntax that marks something else (`status: 404`, `content: null`) settles it without asking types.
  const syntax = syntaxEvidence(sourceCode, contract, members.status, members.content);
  if (syntax === "against") return null;
  const typed = typedVerdict(
    sourceCode,
    node,
    settings,
    members.status,
    members.content,
    members.spreads,
    syntax !== "none",
  );
  const evidence = typed === "tool-result" ? "type" : typed === "other" || syntax === "none" ? null : syntax;
  if (!evidence) return null;

  const allowed = settings.topLevel;
  const offending: OffendingMember[] = [];
  let named = 0;
  for (const property of node.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      offending.push({ kind: "spread", node: property });
      continue;
    }
    // `named` holds every property, in source order.
    const name = members.named[named++]?.name;
    if (name === undefined || !allowed.has(name)) offending.push({ kind: "key", node: property, name });
  }
  return { node, contract, status: members.status, content: members.content, offending, evidence };
}

function collectMembers(sourceCode: SourceCode, node: TSESTree.ObjectExpression): Members {
  const members: Members = { status: undefined, content: undefined, named: [], spreads: [] };
  for (const property of node.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      members.spreads.push(property);
      continue;
    }
    const name = propertyKeyName(sourceCode, property);
    members.named.push({ node: property, name });
    if (name === "status") members.status = property;
    else if (name === "content") members.content = property;
  }
  return members;
}

/** The value of a plain `key: value` property (not a getter, setter or method). */
export function initValue(property: TSESTree.Property | undefined): TSESTree.Node | undefined {
  if (!property || property.kind !== "init" || property.method) return undefined;
  return property.value;
}

function syntaxEvidence(
  sourceCode: SourceCode,
  contract: ToolResultContract,
  status: TSESTree.Property | undefined,
  content: TSESTree.Property | undefined,
): "status" | "content" | "none" | "against" {
  const statusValue = initValue(status);
  const contentValue = initValue(content);
  const statuses = statusValue ? staticStrings(sourceCode, statusValue) : undefined;
  if (statuses?.nonString || (contentValue && isNotContent(sourceCode, contentValue))) return "against";
  if (!status || !content) return "none";
  if (statuses?.complete && statuses.strings.every((s) => contract.statuses.includes(s.value))) return "status";
  if (contentValue && hasBlockLikeElement(sourceCode, contract, contentValue)) return "content";
  return "none";
}

/** `null`, `undefined`, a number or a boolean: a content no tool result would have. */
function isNotContent(sourceCode: SourceCode, value: TSESTree.Node): boolean {
  const resolved = resolveExpression(sourceCode, value);
  if (resolved.type === AST_NODE_TYPES.Identifier) return resolved.name === "undefined";
  if (resolved.type !== AST_NODE_TYPES.Literal) return false;
  return (
    resolved.value === null ||
    typeof resolved.value === "number" ||
    typeof resolved.value === "boolean" ||
    typeof resolved.value === "bigint"
  );
}

function hasBlockLikeElement(sourceCode: SourceCode, contract: ToolResultContract, value: TSESTree.Node): boolean {
  const array = resolveExpression(sourceCode, value);
  if (array.type !== AST_NODE_TYPES.ArrayExpression) return false;
  return array.elements.some((element) => {
    if (!element) return false;
    const target = element.type === AST_NODE_TYPES.SpreadElement ? element.argument : element;
    const resolved = resolveExpression(sourceCode, target);
    if (resolved.type === AST_NODE_TYPES.ArrayExpression && element.type === AST_NODE_TYPES.SpreadElement) {
      return hasBlockLikeElement(sourceCode, contract, resolved);
    }
    return resolved.type === AST_NODE_TYPES.ObjectExpression && blockKindsOf(sourceCode, contract, resolved).length > 0;
  });
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
