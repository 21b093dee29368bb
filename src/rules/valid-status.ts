import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { abbreviate, quoteList } from "../common/text.js";
import { hasStatus } from "../contract/index.js";
import { closest } from "../contract/status-words.js";
import {
  initValue,
  kindPhrase,
  propertyKeyName,
  staticStrings,
  visibleKind,
  type StaticString,
} from "./ast/static-values.js";
import { createRule } from "./create-rule.js";
import { onToolResult, SETTINGS_MESSAGES } from "./visitor.js";

export default createRule({
  name: "valid-status",
  meta: {
    type: "problem",
    docs: {
      description: "Require tool-result statuses that the contract knows",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      ...SETTINGS_MESSAGES,
      invalidStatus: 'Status "{{status}}" is not a tool-result status: use {{statuses}}.',
      invalidStatusType:
        "This status can be {{values}}, which the tool-result contract does not know: use {{statuses}}.",
      useStatus: 'Use "{{status}}".',
      notBoolean:
        '"{{key}}" must be true or false, not {{what}}: MCP clients read any other value as no error, or reject the result.',
      useBoolean: "Use {{value}}.",
    },
  },
  create(context) {
    return onToolResult(context, (result) => {
      const sourceCode = result.sourceCode;
      // MCP marks failure with a boolean (`isError`) instead of a status.
      for (const key of result.contract.booleanKeys ?? []) {
        for (const property of result.node.properties) {
          if (property.type !== AST_NODE_TYPES.Property || propertyKeyName(sourceCode, property) !== key) continue;
          const flag = initValue(property);
          const what = flag && nonBooleanLiteral(flag);
          if (!flag || !what) continue;
          const text = flag.type === AST_NODE_TYPES.Literal && typeof flag.value === "string" ? flag.value.trim() : "";
          const replacement = /^(?:true|false)$/iu.test(text) ? text.toLowerCase() : undefined;
          context.report({
            node: flag,
            messageId: "notBoolean",
            data: { key, what },
            suggest: replacement
              ? [
                  {
                    messageId: "useBoolean",
                    data: { value: replacement },
                    fix: (fixer) => fixer.replaceText(flag, replacement),
                  },
                ]
              : [],
          });
        }
      }
      // Without a status in the contract, a `status` key is an extra key (no-extra-keys reports it).
      const value = hasStatus(result.contract) ? initValue(result.status) : undefined;
      if (!value) return;
      const statuses = result.contract.statuses;
      const found = staticStrings(sourceCode, value);
      const wrong = found.strings.filter((s) => !statuses.includes(s.value));
      const inside = (s: StaticString): boolean =>
        s.node.range[0] >= value.range[0] && s.node.range[1] <= value.range[1];
      let reportedOutside = false;
      for (const leaf of wrong) {
        const suggestion = closest(leaf.value, statuses);
        if (inside(leaf)) {
          context.report({
            node: leaf.node,
            messageId: "invalidStatus",
            data: { status: abbreviate(leaf.value), statuses: quoteList(statuses) },
            suggest: suggestion
              ? [
                  {
                    messageId: "useStatus",
                    data: { status: suggestion },
                    fix: replaceString(sourceCode, leaf, suggestion),
                  },
                ]
              : [],
          });
        } else if (!reportedOutside) {
          // The wrong value sits in a `const` elsewhere: point at its use here; the const may serve others.
          reportedOutside = true;
          context.report({
            node: value,
            messageId: "invalidStatus",
            data: { status: abbreviate(leaf.value), statuses: quoteList(statuses) },
          });
        }
      }
      if (found.complete) return;
      const typed = result.typeStringLiterals(value);
      const unknown = typed?.filter((v) => !statuses.includes(v)) ?? [];
      if (unknown.length > 0) {
        context.report({
          node: value,
          messageId: "invalidStatusType",
          data: { values: quoteList(unknown), statuses: quoteList(statuses) },
        });
      }
    });
  },
});

/** Replaces a string literal or template, keeping its quote style. */
function replaceString(
  sourceCode: Readonly<TSESLint.SourceCode>,
  leaf: StaticString,
  value: string,
): TSESLint.ReportFixFunction {
  const raw = sourceCode.getText(leaf.node);
  const quote = leaf.node.type === AST_NODE_TYPES.TemplateLiteral ? "`" : raw[0] === "'" ? "'" : '"';
  return (fixer) => fixer.replaceText(leaf.node, `${quote}${value}${quote}`);
}

/** What a literal that is not a boolean is (`the string "true"`, `the number 1`); undefined otherwise. */
function nonBooleanLiteral(node: TSESTree.Node): string | undefined {
  const kind = visibleKind(node);
  if (node.type === AST_NODE_TYPES.Literal && typeof node.value === "string") {
    return `the string ${JSON.stringify(abbreviate(node.value))}`;
  }
  if (node.type === AST_NODE_TYPES.Literal && typeof node.value === "number") return `the number ${node.raw}`;
  return kind === "string" || kind === "null" || kind === "object" || kind === "array" ? kindPhrase(kind) : undefined;
}
