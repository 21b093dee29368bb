import { createRule } from "./utils/create-rule.js";
import { onToolResult } from "./utils/detect.js";
import { abbreviate, moveToJson } from "./utils/move-to-json.js";
import { quoteList } from "./utils/report.js";
import { spreadKeys } from "./utils/typed.js";

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
      spreadResult:
        "Spreading {{argument}} copies every key it has at run time into this tool result, not only the ones its type names, and the runtime drops any extra one. Write the keys out instead: status: {{argument}}.status, content: [...{{argument}}.content].",
      spreadKeys:
        "Spreading {{argument}} adds {{keys}} to the top level of the tool result, and the runtime drops them before the model sees them. Spread it inside a json content block instead: { json: { ...{{argument}} } }.",
      moveToJson: "Move {{members}} into a json content block.",
    },
  },
  create(context) {
    return onToolResult(context, (result, file) => {
      const sourceCode = file.sourceCode;
      const spreads = result.offending.filter((m) => m.kind === "spread");
      if (spreads.length === 0) return;
      const move = moveToJson(file, result);
      const allowed = file.settings.topLevel;
      for (const member of spreads) {
        const argument = abbreviate(sourceCode.getText(member.node.argument));
        const keys = spreadKeys(sourceCode, member.node);
        const extra = keys?.filter((k) => !allowed.has(k)) ?? [];
        context.report({
          node: member.node,
          ...(extra.length > 0
            ? { messageId: "spreadKeys", data: { argument, keys: quoteList(extra, "and") } }
            : keys?.some((k) => allowed.has(k))
              ? { messageId: "spreadResult", data: { argument } }
              : { messageId: "spread", data: { argument } }),
          fix: move?.mode === "fix" ? move.fix : null,
          suggest:
            move?.mode === "suggest"
              ? [{ messageId: "moveToJson", data: { members: move.description }, fix: move.fix }]
              : null,
        });
      }
    });
  },
});
