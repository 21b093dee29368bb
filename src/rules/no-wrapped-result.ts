import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { PRESETS } from "../contract/index.js";
import { plainKeyName, propertyKeyName, staticStrings } from "./ast/static-values.js";
import { createRule } from "./create-rule.js";
import { toolSiteOf } from "./detection/tool-sites.js";
import { onWrappedCandidate, SETTINGS_MESSAGES } from "./visitor.js";

export default createRule({
  name: "no-wrapped-result",
  meta: {
    type: "problem",
    docs: {
      description:
        "Disallow returning a tool result from a Strands TypeScript SDK tool callback, which wraps it as a success",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      ...SETTINGS_MESSAGES,
      wrappedResult:
        "The Strands SDK wraps whatever a tool callback returns in a successful result, so this { status, content } object reaches the model as json data of a success{{lost}}. Return the data or content blocks themselves, and throw an Error to fail the tool.",
      returnContent: "Return the content blocks themselves.",
    },
  },
  create(context) {
    return onWrappedCandidate(context, (node, sourceCode, settings) => {
      const site = toolSiteOf(sourceCode, settings, node);
      if (site?.kind !== "data") return;
      const status = memberNamed(sourceCode, node, "status");
      const strings =
        status && status.kind === "init" && !status.method ? staticStrings(sourceCode, status.value) : undefined;
      const word = strings?.complete && strings.strings.length === 1 ? strings.strings[0]?.value : undefined;
      const content = exactContent(sourceCode, node, word);
      context.report({
        node,
        messageId: "wrappedResult",
        data: {
          lost:
            word === undefined ? ": its status is lost" : word === "success" ? "" : `: its status "${word}" is lost`,
        },
        suggest: content
          ? [
              {
                messageId: "returnContent",
                fix: (fixer: TSESLint.RuleFixer) => fixer.replaceText(node, sourceCode.getText(content)),
              },
            ]
          : null,
      });
    });
  },
});

function memberNamed(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.ObjectExpression,
  name: string,
): TSESTree.Property | undefined {
  let found: TSESTree.Property | undefined;
  for (const property of node.properties) {
    if (property.type === AST_NODE_TYPES.Property && propertyKeyName(sourceCode, property) === name) found = property;
  }
  return found;
}

/**
 * The content array to return instead, when that gives the same result: the object is exactly
 * `{ status: "success", content: [...] }`, and every block is one the SDK passes through as a block (a
 * plain object with exactly one block-kind key, or a block instance). Otherwise the SDK would wrap the
 * array as json data too.
 */
function exactContent(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.ObjectExpression,
  status: string | undefined,
): TSESTree.ArrayExpression | undefined {
  if (status !== "success" || node.properties.length !== 2) return undefined;
  const content = memberNamed(sourceCode, node, "content");
  if (!content || content.kind !== "init" || content.method || content.shorthand) return undefined;
  const array = content.value;
  if (array.type !== AST_NODE_TYPES.ArrayExpression || array.elements.length === 0) return undefined;
  const kinds: readonly string[] = PRESETS.strands.blockKinds;
  const passesThrough = array.elements.every((element) => {
    if (!element) return false;
    if (element.type === AST_NODE_TYPES.NewExpression) return true;
    if (element.type !== AST_NODE_TYPES.ObjectExpression || element.properties.length !== 1) return false;
    const only = element.properties[0];
    if (only?.type !== AST_NODE_TYPES.Property) return false;
    const key = plainKeyName(only);
    return key !== undefined && kinds.includes(key);
  });
  return passesThrough ? array : undefined;
}
