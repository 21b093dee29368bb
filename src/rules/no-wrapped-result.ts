import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { quoteList } from "../common/text.js";
import { PRESETS } from "../contract/index.js";
import { valueOf } from "./ast/functions.js";
import { memberNamed, plainKeyName, propertyKeyName, staticStrings } from "./ast/static-values.js";
import { unwrap } from "./ast/scope.js";
import { createRule } from "./create-rule.js";
import { toolSiteOf } from "./detection/tool-sites.js";
import { onWrappedCandidate, SETTINGS_MESSAGES } from "./visitor.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export default createRule({
  name: "no-wrapped-result",
  meta: {
    type: "problem",
    docs: {
      description:
        "Disallow returning a tool result from a tool whose framework treats what it returns as data (Strands, OpenAI Agents, the AI SDK, LangChain.js, mcp-framework, Google ADK)",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      ...SETTINGS_MESSAGES,
      wrappedResult:
        "The Strands SDK wraps whatever a tool callback returns in a successful result, so the model gets this object as one json block of a success, not as a result{{lost}}{{keys}}. Return the content blocks themselves (data in a { json: ... } block), and throw an Error to fail the tool.",
      foreignResult: "{{framework}} {{wrapped}}, so {{foreign}}. Return the data itself, and {{signalsError}}.",
      returnContent: "Return the content blocks themselves.",
      returnBlocks: "Return the content blocks, with {{keys}} in a json block.",
      throwError: "Throw an Error with this text instead (the SDK sends the model an error result with it).",
    },
  },
  create(context) {
    return onWrappedCandidate(context, (node, sourceCode, settings) => {
      const site = toolSiteOf(sourceCode, settings, node);
      if (site?.kind !== "data") return;
      const keyed = memberNamed(node, "status", sourceCode) !== undefined;
      if (!keyed && !mcpShaped(sourceCode, node)) return;
      if (!(site.api.returns.kind === "data" && site.api.returns.ownResultShape === true) || !keyed) {
        context.report({
          node,
          messageId: "foreignResult",
          data: {
            framework: capitalize(site.api.title),
            wrapped: site.api.returns.kind === "data" ? site.api.returns.wrapped : "",
            foreign:
              (site.api.returns.kind === "data" && site.api.returns.foreign) ||
              "this result reaches the model as data, not as a result",
            signalsError: site.api.signalsError,
          },
        });
        return;
      }
      if (!keyed) return;
      const word = statusWord(sourceCode, node);
      const extras = extraKeys(sourceCode, node);
      context.report({
        node,
        messageId: "wrappedResult",
        data: {
          lost:
            word === undefined ? ": its status is lost" : word === "success" ? "" : `: its status "${word}" is lost`,
          keys:
            extras.length === 0
              ? ""
              : `; ${quoteList(
                  extras.map((e) => e.name),
                  "and",
                )} reach${extras.length === 1 ? "es" : ""} it only inside that json`,
        },
        suggest: suggestions(sourceCode, node, word, extras),
      });
    });
  },
});

/** `{ content, isError }`, `{ content, structuredContent }`, or a content of tagged blocks: an MCP result. */
function mcpShaped(sourceCode: SourceCode, node: TSESTree.ObjectExpression): boolean {
  if (memberNamed(node, "isError", sourceCode) || memberNamed(node, "structuredContent", sourceCode)) return true;
  const content = memberNamed(node, "content", sourceCode);
  const array = content?.kind === "init" ? unwrap(content.value) : undefined;
  return (
    array?.type === AST_NODE_TYPES.ArrayExpression &&
    array.elements.some(
      (element) => element?.type === AST_NODE_TYPES.ObjectExpression && memberNamed(element, "type", sourceCode),
    )
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The status, when it is one known word. */
function statusWord(sourceCode: SourceCode, node: TSESTree.ObjectExpression): string | undefined {
  const status = memberNamed(node, "status", sourceCode);
  if (!status || status.kind !== "init" || status.method) return undefined;
  const strings = staticStrings(sourceCode, status.value);
  return strings.complete && strings.strings.length === 1 ? strings.strings[0]?.value : undefined;
}

interface Extra {
  readonly name: string;
  readonly node: TSESTree.Property;
}

/** The object's keys besides status and content; undefined names for what cannot be moved as written. */
function extraKeys(sourceCode: SourceCode, node: TSESTree.ObjectExpression): Extra[] {
  const extras: Extra[] = [];
  for (const property of node.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const name = propertyKeyName(sourceCode, property);
    if (name === "status" || name === "content") continue;
    extras.push({ name: name ?? sourceCode.getText(property.key), node: property });
  }
  return extras;
}

/**
 * What to write instead, where the SDK's wrapping makes it exact (pinned by
 * tests/frameworks/strands.behaviour.test.ts): a success whose blocks the SDK passes through returns the
 * blocks, its other keys in a json block; an error with a text block throws an Error with that text.
 */
function suggestions(
  sourceCode: SourceCode,
  node: TSESTree.ObjectExpression,
  word: string | undefined,
  extras: readonly Extra[],
): TSESLint.SuggestionReportDescriptor<"returnContent" | "returnBlocks" | "throwError">[] {
  const blocks = passedThroughBlocks(sourceCode, node);
  if (!blocks) return [];
  const spread = node.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement);
  if (word === "success" && !spread) {
    const movable = extras.every(
      (e) => e.node.kind === "init" && !e.node.method && !e.node.computed && plainKeyName(e.node) !== "__proto__",
    );
    if (!movable) return [];
    if (!commentsOnlyIn(sourceCode, node.range, [...blocks, ...extras.map((e) => e.node)])) return [];
    const texts = blocks.map((b) => sourceCode.getText(b));
    if (extras.length > 0) texts.push(`{ json: { ${extras.map((e) => sourceCode.getText(e.node)).join(", ")} } }`);
    const array = `[${texts.join(", ")}]`;
    return [
      extras.length === 0
        ? { messageId: "returnContent", fix: (fixer) => fixer.replaceText(node, array) }
        : {
            messageId: "returnBlocks",
            data: {
              keys: quoteList(
                extras.map((e) => e.name),
                "and",
              ),
            },
            fix: (fixer) => fixer.replaceText(node, array),
          },
    ];
  }
  // Only a lone text block is the whole of what an Error's message carries.
  if (word === undefined || word === "success" || blocks.length !== 1 || extras.length > 0 || spread) return [];
  const first = blocks[0];
  const text = first?.type === AST_NODE_TYPES.ObjectExpression ? memberNamed(first, "text", sourceCode) : undefined;
  if (!text || text.kind !== "init" || text.method) return [];
  const message = sourceCode.getText(text.value);
  const value = valueOf(node);
  const parent = value.parent;
  if (value !== node || !parent) return [];
  if (parent.type === AST_NODE_TYPES.ReturnStatement) {
    if (!commentsOnlyIn(sourceCode, parent.range, [text.value])) return [];
    return [{ messageId: "throwError", fix: (fixer) => fixer.replaceText(parent, `throw new Error(${message});`) }];
  }
  if (parent.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === node) {
    const body = parenthesizedRange(sourceCode, node);
    if (!commentsOnlyIn(sourceCode, body, [text.value])) return [];
    return [
      { messageId: "throwError", fix: (fixer) => fixer.replaceTextRange(body, `{ throw new Error(${message}); }`) },
    ];
  }
  return [];
}

/** Whether every comment in the range is inside one of the kept nodes, whose text the rewrite copies. */
function commentsOnlyIn(sourceCode: SourceCode, range: TSESTree.Range, kept: readonly TSESTree.Node[]): boolean {
  return sourceCode
    .getAllComments()
    .every(
      (c) =>
        c.range[1] <= range[0] ||
        c.range[0] >= range[1] ||
        kept.some((k) => k.range[0] <= c.range[0] && c.range[1] <= k.range[1]),
    );
}

/** The object with the parentheses around an arrow's object body. */
function parenthesizedRange(sourceCode: SourceCode, node: TSESTree.Node): [number, number] {
  const before = sourceCode.getTokenBefore(node);
  const after = sourceCode.getTokenAfter(node);
  return before?.value === "(" && after?.value === ")"
    ? [before.range[0], after.range[1]]
    : [node.range[0], node.range[1]];
}

/**
 * The content's blocks, when each is one the SDK passes through as a block: a plain object with exactly
 * one block-kind key, or a block instance (`new TextBlock(...)`); undefined otherwise (the SDK would wrap
 * the array as json data too).
 */
function passedThroughBlocks(sourceCode: SourceCode, node: TSESTree.ObjectExpression): TSESTree.Node[] | undefined {
  const content = memberNamed(node, "content", sourceCode);
  if (!content || content.kind !== "init" || content.method || content.shorthand) return undefined;
  const array = unwrap(content.value);
  if (array.type !== AST_NODE_TYPES.ArrayExpression || array.elements.length === 0) return undefined;
  const kinds: readonly string[] = PRESETS.strands.blockKinds;
  const blocks: TSESTree.Node[] = [];
  for (const element of array.elements) {
    if (!element || element.type === AST_NODE_TYPES.SpreadElement) return undefined;
    if (element.type === AST_NODE_TYPES.NewExpression) {
      blocks.push(element);
      continue;
    }
    if (element.type !== AST_NODE_TYPES.ObjectExpression || element.properties.length !== 1) return undefined;
    const only = element.properties[0];
    if (only?.type !== AST_NODE_TYPES.Property) return undefined;
    const key = plainKeyName(only);
    if (key === undefined || !kinds.includes(key)) return undefined;
    blocks.push(element);
  }
  return blocks;
}
