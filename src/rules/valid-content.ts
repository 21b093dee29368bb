import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { quoteList } from "../common/text.js";
import { formatMessage } from "../contract/index.js";
import { initValue, kindPhrase, propertyKeyName, unwrap, visibleKind } from "./ast/static-values.js";
import { createRule } from "./create-rule.js";
import { blockKindsOf, blockStyle } from "./detection/syntax-evidence.js";
import { checkTaggedBlock, STRIPPED_FIELD, TAGGED_MESSAGES, type TaggedMessageIds } from "./valid-content-tagged.js";
import { onToolResult, SETTINGS_MESSAGES } from "./visitor.js";

type MessageIds =
  | "emptyContent"
  | "notArray"
  | "notBlock"
  | "notTaggedBlock"
  | "noBlockKind"
  | "severalBlockKinds"
  | "wrapInArray"
  | "wrapInTextBlock"
  | TaggedMessageIds;

export default createRule({
  name: "valid-content",
  meta: {
    type: "problem",
    docs: {
      description: "Require tool-result content to be an array of blocks the contract knows, each of one kind",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      ...SETTINGS_MESSAGES,
      emptyContent: 'Tool-result content is empty: give it at least one block, such as { text: "..." }.',
      notArray: "Tool-result content must be an array of blocks, not {{what}}.",
      notBlock: "Content blocks are objects with exactly one of {{kinds}}, not {{what}}.",
      noBlockKind: "This content block has none of {{kinds}}: give it exactly one.",
      severalBlockKinds:
        "This content block has {{found}}: a block carries exactly one of {{kinds}}, so split it into one block each.",
      wrapInArray: "Wrap the block in an array: [{{text}}].",
      wrapInTextBlock: "Wrap the text in a text block: {{block}}.",
      notTaggedBlock: 'MCP content blocks are objects tagged with a "type" of {{kinds}}, not {{what}}.',
      ...TAGGED_MESSAGES,
    },
  },
  create(context) {
    return onToolResult(context, (result) => {
      const sourceCode = result.sourceCode;
      const value = initValue(result.content);
      if (!value) return;
      const contract = result.contract;
      const content = unwrap(value);
      const report = (
        target: TSESTree.Node,
        messageId: MessageIds,
        data: Record<string, string> = {},
        suggest: TSESLint.SuggestionReportDescriptor<MessageIds>[] = [],
      ): void =>
        context.report({ node: target, messageId, data: { kinds: quoteList(contract.blockKinds), ...data }, suggest });

      if (content.type !== AST_NODE_TYPES.ArrayExpression) {
        const what = nonArrayKind(content);
        if (!what) return;
        const text = sourceCode.getText(content);
        const suggest: TSESLint.SuggestionReportDescriptor<MessageIds>[] = [];
        const tag = contract.taggedBlocks?.tag;
        if (what === "a string") {
          const head = tag === undefined ? "" : `${tag}: "text", `;
          suggest.push({
            messageId: "wrapInTextBlock",
            data: { block: `[{ ${head}text: ... }]` },
            fix: (fixer) => fixer.replaceText(content, `[{ ${head}text: ${text} }]`),
          });
        } else if (
          content.type === AST_NODE_TYPES.ObjectExpression &&
          (tag === undefined
            ? blockKindsOf(sourceCode, result.contract, content).length === 1
            : blockStyle(sourceCode, contract, content) === "for")
        ) {
          suggest.push({
            messageId: "wrapInArray",
            data: { text: text.length > 30 ? "{ ... }" : text },
            fix: (fixer) => fixer.replaceText(content, `[${text}]`),
          });
        }
        report(content, "notArray", { what }, suggest);
        return;
      }
      if (content.elements.length === 0) {
        if (!contract.emptyContent) report(content, "emptyContent");
        return;
      }
      const tagged = contract.taggedBlocks;
      // What a field a block does not have costs: the tool API's words, or the SDK's stripping.
      const phrase = result.site?.api?.consequences?.extraBlockField;
      const consequence = (data: Record<string, string>): string =>
        phrase === undefined ? STRIPPED_FIELD : formatMessage(phrase, data);
      for (const element of content.elements) {
        if (!element || element.type === AST_NODE_TYPES.SpreadElement) continue;
        const block = unwrap(element);
        if (tagged) {
          if (block.type === AST_NODE_TYPES.ObjectExpression) {
            checkTaggedBlock(sourceCode, tagged, contract.blockKinds, block, (node, messageId, data, suggest) =>
              report(
                node,
                messageId,
                messageId === "extraBlockField" ? { ...data, consequence: consequence(data) } : data,
                suggest,
              ),
            );
            continue;
          }
          const what = nonArrayKind(block);
          if (what || block.type === AST_NODE_TYPES.ArrayExpression)
            report(block, "notTaggedBlock", { what: what ?? "an array" });
          continue;
        }
        if (block.type === AST_NODE_TYPES.ObjectExpression) {
          const found = blockKindsOf(sourceCode, result.contract, block);
          const names = [...new Set(found.map((p) => propertyKeyName(sourceCode, p) ?? ""))];
          const opaque = block.properties.some(
            (p) => p.type === AST_NODE_TYPES.SpreadElement || (p.computed && p.key.type !== AST_NODE_TYPES.Literal),
          );
          if (names.length === 0 && !opaque) report(block, "noBlockKind");
          else if (names.length > 1) report(block, "severalBlockKinds", { found: quoteList(names, "and") });
          continue;
        }
        const what = nonArrayKind(block);
        if (what || block.type === AST_NODE_TYPES.ArrayExpression)
          report(block, "notBlock", { what: what ?? "an array" });
      }
    });
  },
});

/** What a statically known non-array value is, for messages; undefined when it may be an array. */
function nonArrayKind(node: TSESTree.Node): string | undefined {
  const kind = visibleKind(node);
  if (kind === undefined || kind === "array") return undefined;
  return kind === "object" ? "a single object" : kindPhrase(kind);
}
