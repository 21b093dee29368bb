import { topLevelKeys, type ToolResultContract } from "../contract/index.js";
import { abbreviate, quoteList } from "../common/text.js";
import { createRule } from "./create-rule.js";
import { fixOrSuggest } from "./fix/fix-or-suggest.js";
import { onToolResult, SETTINGS_MESSAGES } from "./visitor.js";

export default createRule({
  name: "no-extra-keys",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow top-level keys beside `status` and `content` in tool results",
      recommended: true,
    },
    fixable: "code",
    // The suggestion is made by fixOrSuggest (./fix/fix-or-suggest.ts), where this check cannot follow it.
    // eslint-disable-next-line eslint-plugin/require-meta-has-suggestions
    hasSuggestions: true,
    schema: [],
    messages: {
      ...SETTINGS_MESSAGES,
      extraKey:
        'Tool results carry only {{allowed}} at the top level; the runtime drops "{{key}}" before the model sees it. Move it into a { json: ... } content block.',
      computedKey:
        "Computed key {{key}} cannot be checked: tool results carry only {{allowed}} at the top level, and the runtime drops any other key. Move it into a { json: ... } content block.",
      moveToJson: "Move {{members}} into a json content block.",
    },
  },
  create(context) {
    return onToolResult(context, (result) => {
      const keys = result.offending.filter((m) => m.kind === "key");
      if (keys.length === 0) return;
      const allowed = allowedKeysText(result.contract);
      const remedy = fixOrSuggest(result.move, "moveToJson");
      for (const member of keys) {
        context.report({
          node: member.node,
          messageId: member.name === undefined ? "computedKey" : "extraKey",
          data: { key: member.name ?? `[${abbreviate(result.sourceCode.getText(member.node.key))}]`, allowed },
          ...remedy,
        });
      }
    });
  },
});

const allowedTexts = new WeakMap<ToolResultContract, string>();

/** `"status", "content" and "toolUseId"`: the keys a contract allows at the top level, made once per contract. */
function allowedKeysText(contract: ToolResultContract): string {
  let text = allowedTexts.get(contract);
  if (text === undefined) {
    text = quoteList(topLevelKeys(contract), "and");
    allowedTexts.set(contract, text);
  }
  return text;
}
