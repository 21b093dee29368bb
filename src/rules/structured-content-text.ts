import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { memberNamed, staticStrings, visibleKind } from "./ast/static-values.js";
import { constInitializer, unwrap } from "./ast/scope.js";
import { createRule } from "./create-rule.js";
import { onToolResult, SETTINGS_MESSAGES } from "./visitor.js";

type Options = [{ exact?: boolean }];

export default createRule<"invalidSettings" | "noTextBlock" | "notMirrored" | "addTextBlock" | "textDropped", Options>({
  name: "structured-content-text",
  meta: {
    type: "problem",
    docs: {
      description:
        "Require an MCP result with structuredContent to carry it as text too, for hosts that read only content",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [
      {
        type: "object",
        properties: {
          exact: {
            type: "boolean",
            description: "Require a text block whose text is exactly JSON.stringify of the structuredContent value.",
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ exact: false }],
    messages: {
      ...SETTINGS_MESSAGES,
      noTextBlock:
        "This result's structuredContent has no text block beside it: hosts that give the model only content (Claude Desktop, LangChain's MCP adapters, OpenAI Agents, the AI SDK without a schema) show it nothing. Add a text block with the data, as the MCP spec asks (JSON.stringify of it).",
      notMirrored:
        "No text block of this result is JSON.stringify of its structuredContent: hosts that read only content see other data than hosts that read only structuredContent (Claude Code, Copilot CLI).",
      addTextBlock: 'Add { type: "text", text: JSON.stringify(...) } of the structuredContent.',
      textDropped:
        "{{api}} gives the model only structuredContent's JSON when it is set: this text block is dropped, and the model never reads it. Put what it says into structuredContent, or leave structuredContent out.",
    },
  },
  create(context) {
    const exact = context.options[0]?.exact === true;
    const sourceCode = context.sourceCode;
    return onToolResult(context, (result) => {
      if (!result.site || !result.contract.dataKeys?.includes("structuredContent")) return;
      const structured = memberNamed(result.node, "structuredContent", sourceCode);
      const content = memberNamed(result.node, "content", sourceCode);
      if (structured?.kind !== "init" || content?.kind !== "init") return;
      const array = unwrap(content.value);
      if (array.type !== AST_NODE_TYPES.ArrayExpression) return;
      const texts: TSESTree.Node[] = [];
      const textBlocks: TSESTree.Node[] = [];
      for (const element of array.elements) {
        if (!element || element.type === AST_NODE_TYPES.SpreadElement) return; // blocks that cannot be seen
        const block = unwrap(element);
        if (block.type !== AST_NODE_TYPES.ObjectExpression) return;
        const type = memberNamed(block, "type", sourceCode);
        const kind = type?.kind === "init" ? staticStrings(sourceCode, type.value) : undefined;
        if (!kind?.complete) return;
        const text = memberNamed(block, "text", sourceCode);
        if (kind.strings.some((s) => s.value === "text") && text?.kind === "init") {
          texts.push(unwrap(text.value));
          textBlocks.push(block);
        }
      }
      const value = unwrap(structured.value);
      // The MCP SDK 2.x adds the JSON of a non-object structuredContent as a text block where there is none.
      if (result.site?.wrapsNonObjectStructuredContent && texts.length === 0 && isNonObject(value)) return;
      // Where text beside structuredContent is dropped (the Claude Agent SDK), the text is what is lost.
      if (result.site.api?.consequences?.textBesideStructuredContent) {
        for (const block of textBlocks) {
          context.report({ node: block, messageId: "textDropped", data: { api: capitalize(result.site.api.title) } });
        }
        return;
      }
      if (texts.length > 0) {
        if (exact && !texts.some((text) => mirrors(sourceCode, text, value))) {
          context.report({ node: structured, messageId: "notMirrored" });
        }
        return;
      }
      context.report({
        node: structured,
        messageId: "noTextBlock",
        // Exact only where the data is read again without running code: a name or a literal.
        suggest: isPlain(sourceCode, value)
          ? [
              {
                messageId: "addTextBlock",
                fix: (fixer: TSESLint.RuleFixer) => {
                  const block = `{ type: "text", text: JSON.stringify(${textWithoutComments(sourceCode, value)}) }`;
                  const last = array.elements[array.elements.length - 1];
                  return last
                    ? fixer.insertTextAfter(last, `, ${block}`)
                    : fixer.insertTextAfterRange([array.range[0], array.range[0] + 1], block);
                },
              },
            ]
          : [],
      });
    });
  },
});

/** `JSON.stringify(x)` (with no more arguments) of the same name or the same text as the structuredContent value. */
function mirrors(sourceCode: Readonly<TSESLint.SourceCode>, text: TSESTree.Node, value: TSESTree.Node): boolean {
  if (text.type !== AST_NODE_TYPES.CallExpression || text.arguments.length !== 1) return false;
  const callee = text.callee;
  if (
    callee.type !== AST_NODE_TYPES.MemberExpression ||
    callee.object.type !== AST_NODE_TYPES.Identifier ||
    callee.object.name !== "JSON" ||
    callee.property.type !== AST_NODE_TYPES.Identifier ||
    callee.property.name !== "stringify"
  ) {
    return false;
  }
  return sourceCode.getText(unwrap(text.arguments[0] as TSESTree.Node)) === sourceCode.getText(value);
}

/** A value read again gives the same data: a `const`, a parameter or variable name, or an object of literals. */
function isPlain(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.Identifier)
    return node.name !== "undefined" || constInitializer(sourceCode, node) !== undefined;
  if (node.type === AST_NODE_TYPES.Literal) return true;
  if (node.type === AST_NODE_TYPES.ObjectExpression) {
    return node.properties.every(
      (p) =>
        p.type === AST_NODE_TYPES.Property && !p.computed && p.kind === "init" && isPlain(sourceCode, unwrap(p.value)),
    );
  }
  if (node.type === AST_NODE_TYPES.ArrayExpression)
    return node.elements.every((e) => e !== null && e.type !== AST_NODE_TYPES.SpreadElement && isPlain(sourceCode, e));
  return false;
}

/** The node's source with its comments left out: a copy must not duplicate them. */
function textWithoutComments(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): string {
  let text = "";
  let at = node.range[0];
  for (const comment of sourceCode.getCommentsInside(node)) {
    text += sourceCode.text.slice(at, comment.range[0]);
    at = comment.range[1];
  }
  return text + sourceCode.text.slice(at, node.range[1]);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value visibly not an object (an array, a string, null): what the MCP SDK 2.x adds a text block for. */
function isNonObject(node: TSESTree.Node): boolean {
  const kind = visibleKind(node);
  return kind !== undefined && kind !== "object" && kind !== "regexp" && kind !== "function" && kind !== "bigint";
}
