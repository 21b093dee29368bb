import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import { abbreviate, quoteList } from "../common/text.js";
import { topLevelSet } from "../contract/index.js";
import { unwrap } from "./ast/static-values.js";
import { createRule } from "./create-rule.js";
import { dataSuggestions, fixOrSuggest } from "./fix/fix-or-suggest.js";
import { onToolResult, SETTINGS_MESSAGES } from "./visitor.js";

export default createRule({
  name: "no-spread",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow spreading values into the top level of tool results",
      recommended: true,
    },
    fixable: "code",
    // The suggestion is made by fixOrSuggest (./fix/fix-or-suggest.ts), where this check cannot follow it.
    // eslint-disable-next-line eslint-plugin/require-meta-has-suggestions
    hasSuggestions: true,
    schema: [],
    messages: {
      ...SETTINGS_MESSAGES,
      spread:
        "Spreading {{argument}} into the top level of a tool result can add keys that the runtime drops before the model sees them. Spread it inside a json content block instead: { json: { ...{{argument}} } }.",
      spreadResult:
        "Spreading {{argument}} copies every key it has at run time into this tool result, not only the ones its type names, and the runtime drops any extra one. Write the keys out instead: status: {{argument}}.status, content: [...{{argument}}.content].",
      spreadKeys:
        "Spreading {{argument}} adds {{keys}} to the top level of the tool result, and the runtime drops them before the model sees them. Spread it inside a json content block instead: { json: { ...{{argument}} } }.",
      spreadSetsKeys:
        'Spreading {{argument}} can set {{keys}}, which a tool result keeps at the top level, so it cannot simply move into a json block. Set {{keys}} directly on the result (for example status: failed ? "error" : "success"), and put any other data in a { json: ... } content block.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- used through fixOrSuggest
      moveToJson: "Move {{members}} into a json content block.",
      spreadData:
        "Spreading {{argument}} into the top level of an MCP tool result can add keys that hosts drop before the model sees them. Spread it inside structuredContent (data for structured consumers) or _meta (metadata for clients) instead: structuredContent: { ...{{argument}} }.",
      spreadSetsKeysData:
        "Spreading {{argument}} can set {{keys}}, which an MCP tool result keeps at the top level, so it cannot simply move into structuredContent. Set {{keys}} directly on the result, and put any other data in structuredContent or _meta.",
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- used through dataSuggestions
      moveToStructuredContent: "Move {{members}} into structuredContent.",
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- used through dataSuggestions
      moveToMeta: "Move {{members}} into _meta.",
    },
  },
  create(context) {
    return onToolResult(context, (result) => {
      const spreads = result.offending.filter((m) => m.kind === "spread");
      if (spreads.length === 0) return;
      const allowed = topLevelSet(result.contract);
      const data = (result.contract.dataKeys?.length ?? 0) > 0;
      const remedy = data
        ? dataSuggestions(result.dataMoves, (key) =>
            key === "structuredContent" ? ("moveToStructuredContent" as const) : ("moveToMeta" as const),
          )
        : fixOrSuggest(result.move, "moveToJson");
      for (const member of spreads) {
        // The argument as written after `...`, parentheses included.
        const argument = abbreviate(
          result.sourceCode.text.slice(member.node.range[0] + 3, member.node.range[1]).trim(),
        );
        const keys = result.spreadKeys(member.node);
        const extra = keys?.filter((k) => !allowed.has(k)) ?? [];
        const sets = result.contractKeysOfSpread(member.node);
        const wholeResult = keys?.some((k) => allowed.has(k)) === true;
        if (data) {
          context.report({
            node: member.node,
            ...(sets.length > 0
              ? { messageId: "spreadSetsKeysData", data: { argument, keys: quoteList(sets, "and") } }
              : { messageId: "spreadData", data: { argument } }),
            ...remedy,
          });
          continue;
        }
        context.report({
          node: member.node,
          // An expression that visibly sets a contract key (`...(failed && { status: "error" })`), or a
          // value that holds one (`const extra = { status: "error" }`).
          ...(sets.length > 0 && (!isNamed(member.node.argument) || !wholeResult)
            ? { messageId: "spreadSetsKeys", data: { argument, keys: quoteList(sets, "and"), example: example(sets) } }
            : wholeResult
              ? { messageId: "spreadResult", data: { argument } }
              : extra.length > 0
                ? { messageId: "spreadKeys", data: { argument, keys: quoteList(extra, "and") } }
                : { messageId: "spread", data: { argument } }),
          ...remedy,
        });
      }
    });
  },
});

/** A variable or property (`...base`, `...this.last`): a value, not an expression that builds one. */
function isNamed(argument: TSESTree.Expression): boolean {
  const node = unwrap(argument);
  return node.type === AST_NODE_TYPES.Identifier || node.type === AST_NODE_TYPES.MemberExpression;
}

/** How to set a key directly, for the message: `status: failed ? "error" : "success"`. */
function example(keys: readonly string[]): string {
  return keys.includes("status") ? 'for example status: failed ? "error" : "success"' : `${keys[0] ?? "key"}: value`;
}
