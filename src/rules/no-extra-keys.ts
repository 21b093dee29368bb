import { createRule } from "./utils/create-rule.js";
import { onToolResult } from "./utils/detect.js";
import { abbreviate, moveToJson } from "./utils/move-to-json.js";
import { allowedKeysText } from "./utils/report.js";

export default createRule({
  name: "no-extra-keys",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow top-level keys beside `status` and `content` in tool results",
      recommended: true,
    },
    fixable: "code",
    hasSuggestions: true,
    schema: [],
    messages: {
      extraKey:
        'Tool results carry only {{allowed}} at the top level; the runtime drops "{{key}}" before the model sees it. Move it into a { json: ... } content block.',
      computedKey:
        "Computed key {{key}} cannot be checked: tool results carry only {{allowed}} at the top level, and the runtime drops any other key. Move it into a { json: ... } content block.",
      moveToJson: "Move {{members}} into a json content block.",
    },
  },
  create(context) {
    return onToolResult(context, (result, file) => {
      const sourceCode = file.sourceCode;
      const keys = result.offending.filter((m) => m.kind === "key");
      if (keys.length === 0) return;
      const move = moveToJson(file, result);
      const allowed = allowedKeysText(result.contract);
      const fix = move?.mode === "fix" ? move.fix : null;
      for (const member of keys) {
        context.report({
          node: member.node,
          messageId: member.name === undefined ? "computedKey" : "extraKey",
          data: { key: member.name ?? `[${abbreviate(sourceCode.getText(member.node.key))}]`, allowed },
          fix,
          suggest:
            move?.mode === "suggest"
              ? [{ messageId: "moveToJson", data: { members: move.description }, fix: move.fix }]
              : null,
        });
      }
    });
  },
});
