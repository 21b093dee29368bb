import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import { quoteList } from "../common/text.js";
import { STRUCTURED_CONTENT_MESSAGES } from "../contract/index.js";
import { returnedFromCatch } from "./ast/functions.js";
import { kindPhrase, memberNamed, propertyKeyName, visibleKind } from "./ast/static-values.js";
import { unwrap } from "./ast/scope.js";
import { createRule } from "./create-rule.js";
import {
  readOutputSchema,
  visibleType,
  type FieldShape,
  type FieldType,
  type ObjectSchema,
} from "./detection/output-schema.js";
import { typeInfo, type TypeInfo } from "./types/program.js";
import { valueMismatch } from "./types/schema-output.js";
import { onToolResult, SETTINGS_MESSAGES, type ToolResultContext } from "./visitor.js";

/* eslint-disable eslint-plugin/no-missing-message-ids -- the messages are spread from src/contract/mcp-messages.ts, which the runtime guard reports too */

type MessageIds = keyof typeof STRUCTURED_CONTENT_MESSAGES | "invalidSettings";

export default createRule({
  name: "valid-structured-content",
  meta: {
    type: "problem",
    docs: {
      description: "Require MCP structuredContent that the tool's outputSchema and the protocol accept",
      recommended: true,
    },
    schema: [],
    messages: { ...SETTINGS_MESSAGES, ...STRUCTURED_CONTENT_MESSAGES },
  },
  create(context) {
    return onToolResult(context, (result) => {
      if (!result.contract.dataKeys?.includes("structuredContent")) return;
      const property = memberNamed(result.node, "structuredContent", result.sourceCode);
      const value = property && property.kind === "init" && !property.method ? unwrap(property.value) : undefined;
      // Under protocol revision 2025-11-25 structuredContent is an object (the MCP SDK 2.x wraps any other
      // value as { result: ... } for such clients).
      const what = value && nonObject(value);
      if (
        value &&
        what &&
        result.settings.mcp.protocolVersion === "2025-11-25" &&
        !result.site?.wrapsNonObjectStructuredContent
      ) {
        context.report({ node: value, messageId: "nonObjectStructuredContent", data: { what } });
        return;
      }
      const schema = schemaOf(result);
      if (!schema) return;
      const failed = isErrorResult(result);
      if (!property) {
        // In a catch clause the missing isError is the problem: no-error-as-success reports it.
        if (!failed && !hasSpread(result.node) && !returnedFromCatch(result.sourceCode, result.node))
          context.report({ node: reportNode(result.node), messageId: "missingStructuredContent" });
        return;
      }
      if (value && isFalsy(value)) {
        if (!failed) {
          context.report({
            node: value,
            messageId: "falsyStructuredContent",
            data: { value: result.sourceCode.getText(value) },
          });
        }
        return;
      }
      if (value?.type !== AST_NODE_TYPES.ObjectExpression) return;
      checkKeys(result, value, schema, failed, (node, messageId, data) => context.report({ node, messageId, data }));
    });
  },
});

/** The object schema the tool declares, when its `outputSchema` can be read. */
function schemaOf(result: ToolResultContext): ObjectSchema | undefined {
  const config = result.site?.config;
  const declared = config && memberNamed(config, "outputSchema", result.sourceCode);
  return declared && declared.kind === "init" ? readOutputSchema(result.sourceCode, declared.value) : undefined;
}

function checkKeys(
  result: ToolResultContext,
  object: TSESTree.ObjectExpression,
  schema: ObjectSchema,
  failed: boolean,
  report: (node: TSESTree.Node, messageId: MessageIds, data: Record<string, string>) => void,
): void {
  const t = typeInfo(result.sourceCode);
  const seen = new Set<string>();
  let opaque = false;
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      opaque = true;
      continue;
    }
    const key = propertyKeyName(result.sourceCode, property);
    if (key === undefined) {
      opaque = true;
      continue;
    }
    seen.add(key);
    const field = schema.fields.get(key);
    if (!field) {
      if (schema.closed) report(property.key, failed ? "undeclaredKeyOnError" : "undeclaredKey", { key });
      continue;
    }
    if (property.kind !== "init" || property.method) continue;
    const found = visibleType(property.value);
    const mismatch =
      found === undefined || field.types.has("any") || field.types.has(found)
        ? t && typedMismatch(t, property.value, field, found !== undefined)
        : { found: article(found), expected: kindList(field.types) };
    if (mismatch) report(property.value, failed ? "wrongTypeOnError" : "wrongType", { key, ...mismatch });
  }
  if (opaque) return;
  const missing = [...schema.fields].filter(([key, field]) => !field.optional && !seen.has(key)).map(([key]) => key);
  if (missing.length > 0) {
    report(object, failed ? "missingKeysOnError" : "missingKeys", { keys: quoteList(missing, "and") });
  }
}

/**
 * How a value's type disagrees with the field, in typed mode: a value of other kinds only (asked when
 * syntax does not show the value's kind), or, against a field read from the schema's type, a primitive
 * type not assignable to the field's (`"kg"` for `"N" | "lbf"`).
 */
function typedMismatch(
  t: TypeInfo,
  value: TSESTree.Node,
  field: FieldShape,
  visible: boolean,
): { found: string; expected: string } | undefined {
  // Without the field's declared type only the kinds can disagree: not when syntax saw it, nor against "any".
  if (!field.declared && (visible || field.types.has("any"))) return undefined;
  const mismatch = valueMismatch(t, value, field);
  if (!mismatch) return undefined;
  return mismatch.kind === "kinds"
    ? { found: kindList(mismatch.found), expected: kindList(field.types) }
    : { found: `of type ${mismatch.found}`, expected: mismatch.expected };
}

/** `a string`, `a number or null`. */
function kindList(types: ReadonlySet<FieldType>): string {
  return quoteList([...types].map(article), "or").replace(/"/gu, "");
}

function article(type: FieldType): string {
  switch (type) {
    case "array":
    case "object":
      return `an ${type}`;
    case "null":
      return "null";
    case "any":
      return "anything";
    default:
      return `a ${type}`;
  }
}

function isErrorResult(result: ToolResultContext): boolean {
  const flag = memberNamed(result.node, "isError", result.sourceCode);
  const value = flag && flag.kind === "init" ? unwrap(flag.value) : undefined;
  return value?.type === AST_NODE_TYPES.Literal && value.value === true;
}

function hasSpread(node: TSESTree.ObjectExpression): boolean {
  return node.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement);
}

function isFalsy(node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.Identifier) return node.name === "undefined";
  return node.type === AST_NODE_TYPES.Literal && !node.value && !("regex" in node && node.regex);
}

/** What a structuredContent value visibly is when it is no object: `an array`, `a string`. */
function nonObject(node: TSESTree.Node): string | undefined {
  const kind = visibleKind(node);
  // null counts as a missing structuredContent (falsyStructuredContent); a regexp or function is no JSON.
  if (kind === undefined || kind === "object" || kind === "null" || kind === "regexp" || kind === "function") {
    return undefined;
  }
  return kindPhrase(kind);
}

/** Where a missing key is reported: the `return` the literal is returned by, else the literal. */
function reportNode(node: TSESTree.ObjectExpression): TSESTree.Node {
  return node.parent.type === AST_NODE_TYPES.ReturnStatement ? node.parent : node;
}
