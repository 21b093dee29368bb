import type { TSESTree } from "@typescript-eslint/utils";
import { createRule } from "./utils/create-rule.js";
import { getToolResult } from "./utils/detect.js";
import { abbreviate, moveToJson } from "./utils/move-to-json.js";
import { moveFix } from "./utils/report.js";
import { spreadExtraKeys } from "./utils/typed.js";

export default createRule({
  name: "no-spread",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow spreading values into the top level of tool results",
      recommended: true,
    },
    fixable: "code",
    hasSuggestions: true,
    schema: [],
    messages: {
      spread:
        "Spreading {{argument}} into the top level of a tool result can add keys that the runtime drops before the model sees them. Spread it inside a json content block instead: { json: { ...{{argument}} } }.",
      spreadKeys:
        "Spreading {{argument}} adds {{keys}} to the top level of the tool result, and the runtime drops them before the model sees them. Spread it inside a json content block instead: { json: { ...{{argument}} } }.",
      moveToJson: "Move {{members}} into a json content block.",
    },
  },
  create(context) {
    return {
      ObjectExpression(node: TSESTree.ObjectExpression) {
        const result = getToolResult(context, node);
        if (!result) return;
        const spreads = result.offending.filter((m) => m.kind === "spread");
        if (spreads.length === 0) return;
        const move = moveToJson(context.sourceCode, result);
        for (const member of spreads) {
          const argument = abbreviate(context.sourceCode.getText(member.node.argument));
          const keys = spreadExtraKeys(context, member.node, result.contract);
          context.report({
            node: member.node,
            ...(keys && keys.length > 0
              ? { messageId: "spreadKeys", data: { argument, keys: keys.map((k) => JSON.stringify(k)).join(", ") } }
              : { messageId: "spread", data: { argument } }),
            ...(move?.mode === "fix" ? { fix: moveFix(move) } : {}),
            suggest:
              move?.mode === "suggest" ? [{ messageId: "moveToJson", data: { members: move.description }, fix: moveFix(move) }] : [],
          });
        }
      },
    };
  },
});
