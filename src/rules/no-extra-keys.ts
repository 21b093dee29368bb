import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { formatMessage, hasStatus, isErrorWord, topLevelKeys, type ToolResultContract } from "../contract/index.js";
import { abbreviate, quoteList } from "../common/text.js";
import { initValue, memberNamed, staticStrings } from "./ast/static-values.js";
import { createRule } from "./create-rule.js";
import { dataSuggestions, fixOrSuggest } from "./fix/fix-or-suggest.js";
import { onToolResult, SETTINGS_MESSAGES, type ToolResultContext } from "./visitor.js";

type MessageIds =
  | "invalidSettings"
  | "extraKey"
  | "droppedByConstructor"
  | "computedKey"
  | "moveToJson"
  | "extraKeyData"
  | "extraKeyApi"
  | "computedKeyData"
  | "statusKey"
  | "moveToStructuredContent"
  | "moveToMeta"
  | "useIsError";

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
      ...SETTINGS_MESSAGES,
      extraKey:
        'Tool results carry only {{allowed}} at the top level; the runtime drops "{{key}}" before the model sees it. Move it into a { json: ... } content block.',
      droppedByConstructor:
        'new {{constructor}}(...) copies only {{allowed}}: "{{key}}" is dropped before the model sees it. Move it into a { json: ... } content block.',
      computedKey:
        "Computed key {{key}} cannot be checked: tool results carry only {{allowed}} at the top level, and the runtime drops any other key. Move it into a { json: ... } content block.",
      moveToJson: "Move {{members}} into a json content block.",
      extraKeyData:
        'MCP tool results carry only {{allowed}} at the top level; "{{key}}" reaches the client, where hosts keep only the content (some also isError or structuredContent), so it is lost. Move it into structuredContent (data for structured consumers) or _meta (metadata for clients).',
      extraKeyApi:
        "Results of {{api}} carry only {{allowed}} at the top level: {{consequence}}. Move it into structuredContent, or leave it out.",
      computedKeyData:
        "Computed key {{key}} cannot be checked: MCP tool results carry only {{allowed}} at the top level, and hosts drop any other key. Move it into structuredContent or _meta.",
      statusKey:
        'MCP tool results have no "status": hosts drop it, so this result reads as a success whatever it says. Mark a failure with isError: true.',
      moveToStructuredContent: "Move {{members}} into structuredContent.",
      moveToMeta: "Move {{members}} into _meta.",
      useIsError: "Replace it with isError: true.",
    },
  },
  create(context) {
    return onToolResult(context, (result) => {
      const keys = result.offending.filter((m) => m.kind === "key");
      if (keys.length === 0) return;
      const allowed = allowedKeysText(result.contract);
      if (result.contract.dataKeys?.length) {
        reportUnderDataContract(context, result, keys, allowed);
        return;
      }
      const remedy = fixOrSuggest(result.move, "moveToJson");
      for (const member of keys) {
        context.report({
          node: member.node,
          messageId:
            member.name === undefined ? "computedKey" : result.constructorName ? "droppedByConstructor" : "extraKey",
          data: {
            key: member.name ?? `[${abbreviate(result.sourceCode.getText(member.node.key))}]`,
            allowed,
            constructor: result.constructorName ?? "",
          },
          ...remedy,
        });
      }
    });
  },
});

/** Under a contract whose data goes in data keys (MCP): suggestions to move into each, a fix where exact. */
function reportUnderDataContract(
  context: Readonly<TSESLint.RuleContext<MessageIds, []>>,
  result: ToolResultContext,
  keys: readonly { node: TSESTree.Property; name: string | undefined }[],
  allowed: string,
): void {
  const remedy = dataSuggestions<MessageIds>(result.dataMoves, (key) =>
    key === "structuredContent" ? "moveToStructuredContent" : "moveToMeta",
  );
  for (const member of keys) {
    if (member.name === "status" && !hasStatus(result.contract)) {
      const useIsError = isErrorReplacement(result, member.node);
      context.report({
        node: member.node,
        messageId: "statusKey",
        suggest: [
          ...(useIsError ? [{ messageId: "useIsError" as const, fix: useIsError }] : []),
          ...(remedy.suggest ?? []),
        ],
      });
      continue;
    }
    const key = member.name ?? `[${abbreviate(result.sourceCode.getText(member.node.key))}]`;
    // A tool API that does something else with the key (drops it, fails the call) says so in its words.
    const phrase = result.site?.api?.consequences?.extraKey;
    context.report({
      node: member.node,
      ...(phrase !== undefined
        ? {
            messageId: "extraKeyApi" as const,
            data: { key, allowed, consequence: formatMessage(phrase, { key }), api: result.site?.api?.title ?? "" },
          }
        : {
            messageId: member.name === undefined ? ("computedKeyData" as const) : ("extraKeyData" as const),
            data: { key, allowed },
          }),
      ...remedy,
    });
  }
}

/** `status: "error"` becomes `isError: true`, when the result has no `isError` yet. */
function isErrorReplacement(
  result: ToolResultContext,
  property: TSESTree.Property,
): TSESLint.ReportFixFunction | undefined {
  const value = initValue(property);
  if (!value || property.computed) return undefined;
  const found = staticStrings(result.sourceCode, value);
  if (!found.complete || found.strings.length !== 1 || !isErrorWord(found.strings[0]!.value)) return undefined;
  // An isError the result already has, in any key form (`isError`, `"isError"`, `["isError"]`), would win.
  if (memberNamed(result.node, "isError", result.sourceCode)) return undefined;
  return (fixer) => fixer.replaceText(property, "isError: true");
}

const allowedTexts = new WeakMap<ToolResultContract, string>();

/** `"status", "content" and "toolUseId"`: the keys a contract allows at the top level, made once per contract. */
function allowedKeysText(contract: ToolResultContract): string {
  let text = allowedTexts.get(contract);
  if (text === undefined) {
    // The discriminator (`type: "toolResultBlock"`) is allowed with one value only: not offered as a key.
    text = quoteList(
      topLevelKeys(contract).filter(
        (key) => key !== contract.discriminator?.key && !(contract.stampedKeys ?? []).includes(key),
      ),
      "and",
    );
    allowedTexts.set(contract, text);
  }
  return text;
}
