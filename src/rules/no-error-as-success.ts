import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { abbreviate } from "../common/text.js";
import { errorWordAt, hasStatus, isErrorWord } from "../contract/index.js";
import { returnedFromCatch, returningFunction } from "./ast/functions.js";
import { MAX_EXPRESSION_DEPTH } from "./ast/limits.js";
import { memberNamed, staticStrings } from "./ast/static-values.js";
import { unwrap } from "./ast/scope.js";
import { createRule } from "./create-rule.js";
import { onSiteReturn, onToolResult, SETTINGS_MESSAGES } from "./visitor.js";

export default createRule({
  name: "no-error-as-success",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow returning an error in a form the framework sends to the model as a success",
      recommended: true,
    },
    hasSuggestions: true,
    schema: [],
    messages: {
      ...SETTINGS_MESSAGES,
      errorWithoutIsError:
        "This result reports an error ({{why}}) but has no isError: true, so the model reads it as a success and cannot correct itself. Mark it with isError: true.",
      addIsError: "Add isError: true.",
      errorAsData:
        "{{framework}} sends a returned string to the model as a successful result, so this error ({{why}}) reads as a success. Throw an Error instead: the tool then fails with its message.",
      throwInstead: "Throw an Error with this message instead.",
      errorObjectAsData: "{{framework}} {{wrapped}}, so this error ({{why}}) reads as a success. {{signalsError}}.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const results = onToolResult(context, (result) => {
      if (!result.contract.booleanKeys?.includes("isError")) return;
      // Where a tool API declares the tool, the result is what the model reads; so it is where MCP's blocks
      // alone make a returned object a result (`preset: "mcp"`, or a file of the MCP SDK): a tool
      // registered through a wrapper, a handler module, a helper.
      const byShape = result.evidence === "content" && result.contract.taggedBlocks !== undefined;
      if (!result.site && !(byShape && returningFunction(result.node))) return;
      const flag = memberNamed(result.node, "isError", sourceCode);
      const value = flag?.kind === "init" ? unwrap(flag.value) : undefined;
      if (flag && !(value?.type === AST_NODE_TYPES.Literal && value.value === false)) return;
      if (result.node.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement)) return;
      // A `status` key is no-extra-keys' report, which already says to mark the failure with isError: true.
      if (!hasStatus(result.contract) && memberNamed(result.node, "status", sourceCode)) return;
      // An explicit isError: false is the author's word, unless the text itself says it is an error: a
      // catch alone does not overrule it (a result sent on purpose when a check of the output failed).
      const why =
        !flag && returnedFromCatch(sourceCode, result.node)
          ? "it is returned from a catch clause"
          : errorText(sourceCode, result.node);
      if (why === undefined) return;
      const node = result.node;
      context.report({
        node: flag ?? node,
        messageId: "errorWithoutIsError",
        data: { why },
        suggest: [
          {
            messageId: "addIsError",
            fix: (fixer: TSESLint.RuleFixer) => {
              if (flag && value) return fixer.replaceText(value, "true");
              const last = node.properties[node.properties.length - 1];
              if (!last) return fixer.insertTextAfterRange([node.range[0], node.range[0] + 1], " isError: true ");
              const comma = sourceCode.getTokenAfter(last);
              return comma?.value === ","
                ? fixer.insertTextAfter(comma, " isError: true,")
                : fixer.insertTextAfter(last, ", isError: true");
            },
          },
        ],
      });
    });
    const returns = onSiteReturn(context, (value, declaration) => {
      const api = declaration.api;
      if (api.returns.kind !== "data") return;
      const returned = unwrap(value);
      const framework = capitalize(api.title);
      if (returned.type === AST_NODE_TYPES.ObjectExpression) {
        // A result of another framework is no-wrapped-result's; ADK sends a throw as { error } anyway.
        if (api.returns.errorsAsData || memberNamed(returned, "content", sourceCode)) return;
        const why = errorKey(sourceCode, returned);
        if (why) {
          context.report({
            node: why.node,
            messageId: "errorObjectAsData",
            data: {
              framework,
              wrapped: api.returns.wrapped,
              why: why.text,
              signalsError: capitalize(api.signalsError),
            },
          });
        }
        return;
      }
      if (
        returned.type === AST_NODE_TYPES.ConditionalExpression ||
        returned.type === AST_NODE_TYPES.LogicalExpression
      ) {
        // `ok ? text : "Error: ..."`: a branch that is an error text reads as a success all the same.
        for (const branch of stringBranches(returned)) {
          const why = startsWithError(sourceCode, branch);
          if (why) context.report({ node: branch, messageId: "errorAsData", data: { why, framework } });
        }
        return;
      }
      if (!isString(returned)) return;
      const why = returnedFromCatch(sourceCode, returned)
        ? "it is returned from a catch clause"
        : startsWithError(sourceCode, returned);
      if (why === undefined) return;
      const statement = returned.parent?.type === AST_NODE_TYPES.ReturnStatement ? returned.parent : undefined;
      context.report({
        node: returned,
        messageId: "errorAsData",
        data: { why, framework },
        suggest: statement
          ? [
              {
                messageId: "throwInstead",
                // Small edits around the value keep its comments and any type assertion on it.
                fix: (fixer) => {
                  const keyword = sourceCode.getFirstToken(statement) as TSESTree.Token;
                  const argument = statement.argument as TSESTree.Expression;
                  const next = sourceCode.getTokenAfter(keyword, { includeComments: true }) as TSESTree.Token;
                  return [
                    fixer.replaceTextRange([keyword.range[0], next.range[0]], "throw new Error("),
                    fixer.insertTextAfter(argument, ")"),
                  ];
                },
              },
            ]
          : [],
      });
    });
    return { ...results, ...returns };
  },
});

/** The key that says an object reports an error: `error`, `isError: true`, `is_error: true`, `status: "error"`. */
function errorKey(
  sourceCode: Readonly<TSESLint.SourceCode>,
  object: TSESTree.ObjectExpression,
): { node: TSESTree.Node; text: string } | undefined {
  const error = memberNamed(object, "error", sourceCode);
  if (error) return { node: error, text: "an error key" };
  for (const key of ["isError", "is_error"]) {
    const flag = memberNamed(object, key, sourceCode);
    const value = flag?.kind === "init" ? unwrap(flag.value) : undefined;
    if (flag && value?.type === AST_NODE_TYPES.Literal && value.value === true)
      return { node: flag, text: `${key}: true` };
  }
  const status = memberNamed(object, "status", sourceCode);
  const words = status?.kind === "init" ? staticStrings(sourceCode, status.value) : undefined;
  if (status && words?.complete && words.strings.every((w) => isErrorWord(w.value))) {
    return { node: status, text: `status: ${JSON.stringify(words.strings[0]?.value)}` };
  }
  return undefined;
}

/** `its text begins with "Error"`, when the result's first text block visibly does. */
function errorText(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.ObjectExpression): string | undefined {
  const content = memberNamed(node, "content", sourceCode);
  const array = content?.kind === "init" ? unwrap(content.value) : undefined;
  if (array?.type !== AST_NODE_TYPES.ArrayExpression) return undefined;
  const first = array.elements[0];
  if (first?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const text = memberNamed(first, "text", sourceCode);
  return text?.kind === "init" ? startsWithError(sourceCode, unwrap(text.value)) : undefined;
}

function isString(node: TSESTree.Node): node is TSESTree.StringLiteral | TSESTree.TemplateLiteral {
  return (
    node.type === AST_NODE_TYPES.TemplateLiteral ||
    (node.type === AST_NODE_TYPES.Literal && typeof node.value === "string")
  );
}

/** The string literals and templates a conditional or logical expression may give (`a ? "x" : b || "y"`). */
function stringBranches(node: TSESTree.Node, depth = 0): (TSESTree.StringLiteral | TSESTree.TemplateLiteral)[] {
  const value = unwrap(node);
  if (isString(value)) return [value];
  if (depth >= MAX_EXPRESSION_DEPTH) return [];
  if (value.type === AST_NODE_TYPES.ConditionalExpression) {
    return [...stringBranches(value.consequent, depth + 1), ...stringBranches(value.alternate, depth + 1)];
  }
  if (value.type === AST_NODE_TYPES.LogicalExpression && value.operator !== "&&") {
    return stringBranches(value.right, depth + 1);
  }
  return [];
}

function startsWithError(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): string | undefined {
  let head: string | undefined;
  if (node.type === AST_NODE_TYPES.TemplateLiteral) head = node.quasis[0]?.value.cooked ?? undefined;
  else {
    const found = staticStrings(sourceCode, node);
    head = found.complete && found.strings.length === 1 ? found.strings[0]?.value : undefined;
  }
  const word = head === undefined ? undefined : errorWordAt(head);
  return word === undefined ? undefined : `its text begins with "${abbreviate(word)}"`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
