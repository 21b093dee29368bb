import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { quoteList } from "../common/text.js";
import { MCP_LEGACY_RESULT_KEY, moduleMention, REMOVED_FORM_MENTION } from "../frameworks/index.js";
import { memberNamed, staticStrings } from "./ast/static-values.js";
import { functionOf, returningFunction } from "./ast/functions.js";
import { unwrap } from "./ast/scope.js";
import { createRule } from "./create-rule.js";
import { declaredOutputOf } from "./detection/tool-sites.js";
import { declarationIn, mcpByShapeIn, onSiteReturn, SETTINGS_MESSAGES } from "./visitor.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export default createRule({
  name: "valid-tool-api",
  meta: {
    type: "problem",
    docs: {
      description: "Require tool declarations and returns that the tool API can run and read",
      recommended: true,
    },
    schema: [],
    messages: {
      ...SETTINGS_MESSAGES,
      removedForm: "{{reason}}.",
      notTuple:
        'With responseFormat: "content_and_artifact", LangChain.js needs the tool to return a two-item array [content, artifact]: {{what}} makes the call throw ("Tool response format is \\"content_and_artifact\\" but the output was not a two-tuple").',
      failsStrictSchema:
        "fastmcp fails the whole call on {{what}} without an outputSchema: the model gets the validation error instead of the result. Return a string, a content block, or { content: [...] }.",
      legacyResult:
        "{ {{key}} } is the result form of MCP protocol 2024-10-07: a current client reads content, finds none (content: []), and the model gets an empty result; what {{key}} holds goes on unparsed. Return the result itself ({ content: [...] }).",
      noContent:
        'The Claude Agent SDK reads a result without content as "completed with no output": Claude never sees this object. Return { content: [{ type: "text", text: ... }] } (data in structuredContent).',
      outputAsText: "OpenAI Agents sends {{what}} to the model as its JSON text, not as {{kind}}: {{missing}}.",
      droppedOutputField:
        'OpenAI Agents keeps only {{fields}} of a "{{type}}" output: "{{field}}" is dropped before the model sees it. Put what it says into the output, or leave it out.',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    let removedFormMentioned: boolean | undefined;
    const returns = onSiteReturn(context, (value, declaration) => {
      const api = declaration.api;
      const returned = unwrap(value);
      // LangChain.js: content_and_artifact needs [content, artifact].
      const tuple = api.returns.kind === "data" ? api.returns.tupleOption : undefined;
      if (
        tuple &&
        !declaration.shared &&
        declaration.config &&
        optionIs(sourceCode, declaration.config, tuple.key, tuple.value)
      ) {
        const what = notTwoItems(returned);
        if (what) context.report({ node: value, messageId: "notTuple", data: { what } });
        return;
      }
      if (
        api.returns.kind === "result" &&
        api.returns.strictWithoutOutputSchema === true &&
        !declaration.shared &&
        !(declaration.config && memberNamed(declaration.config, "outputSchema", sourceCode))
      ) {
        const what = failsFastmcp(sourceCode, returned);
        if (what) context.report({ node: value, messageId: "failsStrictSchema", data: { what } });
        return;
      }
      const legacyKey = api.returns.kind === "result" ? api.returns.legacyResultKey : undefined;
      const legacy =
        legacyKey && returned.type === AST_NODE_TYPES.ObjectExpression
          ? legacyMember(sourceCode, returned, legacyKey)
          : undefined;
      if (legacy) {
        context.report({ node: legacy.key, messageId: "legacyResult", data: { key: legacyKey } });
        return;
      }
      if (
        api.returns.kind === "result" &&
        api.returns.contentRequired === true &&
        returned.type === AST_NODE_TYPES.ObjectExpression
      ) {
        const opaque = returned.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement);
        if (!opaque && !memberNamed(returned, "content", sourceCode))
          context.report({ node: value, messageId: "noContent" });
        return;
      }
      const outputs = api.returns.kind === "data" ? api.returns.outputs : undefined;
      if (outputs && returned.type === AST_NODE_TYPES.ObjectExpression) {
        checkOutput(sourceCode, returned, outputs, (node, messageId, data) =>
          context.report({ node, messageId, data }),
        );
      }
    });
    // MCP's 2024-10-07 form built away from the callback (a method the handler calls), by its shape: a
    // function returns { toolResult: { content: [{ type, ... }] } }, where MCP's blocks are the contract.
    // Tagged blocks and no status or toolUseId: Bedrock's and Strands' { toolResult } content block
    // (ToolResultBlock.toJSON()) has the same key. Read at the first such object (most files have none).
    let mcpByShape: boolean | undefined;
    const checkLegacyByShape = (node: TSESTree.ObjectExpression): void => {
      const legacy = legacyMember(sourceCode, node, MCP_LEGACY_RESULT_KEY);
      if (legacy?.kind !== "init") return;
      if (!isMcpPayload(sourceCode, unwrap(legacy.value))) return;
      const fn = returningFunction(node);
      if (!fn || declarationIn(context, fn)) return;
      mcpByShape ??= mcpByShapeIn(context);
      if (mcpByShape) {
        context.report({ node: legacy.key, messageId: "legacyResult", data: { key: MCP_LEGACY_RESULT_KEY } });
      }
    };
    return {
      ...returns,
      // An output built away from the tool, typed by the API's declared output type (a helper's
      // `Promise<ToolOutputText>`): checked as at the tool. A callback's own return is checked above.
      ObjectExpression(node) {
        checkLegacyByShape(node);
        const declared = declaredOutputOf(sourceCode, node);
        const outputs = declared?.api.returns.kind === "data" ? declared.api.returns.outputs : undefined;
        if (!outputs) return;
        const fn = returningFunction(node);
        if (fn && declarationIn(context, fn)) return;
        checkOutput(sourceCode, node, outputs, (reported, messageId, data) =>
          context.report({ node: reported, messageId, data }),
        );
      },
      // A declaration form the tool API no longer has (MCP 2.x's server.tool).
      CallExpression(node) {
        const callback = node.arguments[node.arguments.length - 1];
        if (!callback || node.callee.type !== AST_NODE_TYPES.MemberExpression) return;
        // The check below needs one of these modules mentioned; most files mention none (read once).
        removedFormMentioned ??= REMOVED_FORM_MENTION.test(sourceCode.text);
        if (!removedFormMentioned) return;
        const target = functionOf(sourceCode, callback);
        const declaration = target && declarationIn(context, target);
        const form = declaration?.form;
        if (
          form?.kind === "method" &&
          form.removed !== undefined &&
          node.callee.property.type === AST_NODE_TYPES.Identifier &&
          node.callee.property.name === form.method &&
          moduleMention(form.removed.modules).test(sourceCode.text)
        ) {
          context.report({
            node: node.callee.property,
            messageId: "removedForm",
            data: { reason: form.removed.reason },
          });
        }
      },
    };
  },
});

/** The `key` member of an object that has no `content` and no spread (the older form, whole), if any. */
function legacyMember(
  sourceCode: SourceCode,
  node: TSESTree.ObjectExpression,
  key: string,
): TSESTree.Property | undefined {
  // The key first: most objects (every object literal of a file comes here) have none.
  const member = memberNamed(node, key, sourceCode);
  if (!member || node.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement)) return undefined;
  return memberNamed(node, "content", sourceCode) ? undefined : member;
}

/** `{ content: [{ type: ... }, ...] }` without `status` or `toolUseId`: the payload of MCP's older form. */
function isMcpPayload(sourceCode: SourceCode, payload: TSESTree.Node): boolean {
  if (payload.type !== AST_NODE_TYPES.ObjectExpression) return false;
  if (memberNamed(payload, "status", sourceCode) || memberNamed(payload, "toolUseId", sourceCode)) return false;
  const content = memberNamed(payload, "content", sourceCode);
  const blocks = content?.kind === "init" ? unwrap(content.value) : undefined;
  return (
    blocks?.type === AST_NODE_TYPES.ArrayExpression &&
    blocks.elements.some((e) => e?.type === AST_NODE_TYPES.ObjectExpression && memberNamed(e, "type", sourceCode))
  );
}

function optionIs(sourceCode: SourceCode, config: TSESTree.ObjectExpression, key: string, value: string): boolean {
  const option = memberNamed(config, key, sourceCode);
  const found = option?.kind === "init" ? staticStrings(sourceCode, option.value) : undefined;
  return found?.complete === true && found.strings.every((s) => s.value === value);
}

/** What a return visibly is when it is not a two-item array: `a string`, `an array of 3 items`. */
function notTwoItems(node: TSESTree.Node): string | undefined {
  switch (node.type) {
    case AST_NODE_TYPES.ArrayExpression:
      if (node.elements.some((e) => e?.type === AST_NODE_TYPES.SpreadElement)) return undefined;
      return node.elements.length === 2
        ? undefined
        : `an array of ${node.elements.length} item${node.elements.length === 1 ? "" : "s"}`;
    case AST_NODE_TYPES.ObjectExpression:
      return "an object";
    case AST_NODE_TYPES.TemplateLiteral:
      return "a string";
    case AST_NODE_TYPES.Literal:
      return node.value === null ? "null" : `a ${typeof node.value}`;
    default:
      return undefined;
  }
}

/** What fastmcp's strict result schema refuses: a plain object (no content, no block type), a number, a boolean. */
function failsFastmcp(sourceCode: SourceCode, node: TSESTree.Node): string | undefined {
  if (node.type === AST_NODE_TYPES.Literal) {
    return typeof node.value === "number" || typeof node.value === "boolean" ? `a ${typeof node.value}` : undefined;
  }
  if (node.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  if (node.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement)) return undefined;
  if (memberNamed(node, "content", sourceCode) || memberNamed(node, "type", sourceCode)) return undefined;
  return "a plain object";
}

/** OpenAI Agents' structured outputs: fields it drops, and images or files it sends as JSON text instead. */
function checkOutput(
  sourceCode: SourceCode,
  output: TSESTree.ObjectExpression,
  outputs: { readonly tag: string; readonly kinds: Readonly<Record<string, readonly string[]>> },
  report: (node: TSESTree.Node, messageId: "outputAsText" | "droppedOutputField", data: Record<string, string>) => void,
): void {
  const tag = memberNamed(output, outputs.tag, sourceCode);
  const found = tag?.kind === "init" ? staticStrings(sourceCode, tag.value) : undefined;
  const type = found?.complete && found.strings.length === 1 ? found.strings[0]?.value : undefined;
  if (type === undefined || !Object.hasOwn(outputs.kinds, type)) return;
  const fields = outputs.kinds[type] as readonly string[];
  if (output.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement)) return;
  if (
    type === "image" &&
    !fields.some(
      (f) => f !== "detail" && f !== "providerData" && f !== "mediaType" && memberNamed(output, f, sourceCode),
    )
  ) {
    report(output, "outputAsText", {
      what: "this image output",
      kind: "an image",
      missing: "it has no source (image, imageUrl, fileId or data)",
    });
    return;
  }
  if (type === "file") {
    const file = memberNamed(output, "file", sourceCode);
    const value = file?.kind === "init" ? unwrap(file.value) : undefined;
    const missing = !file
      ? "it has no file"
      : value?.type === AST_NODE_TYPES.ObjectExpression &&
          memberNamed(value, "data", sourceCode) &&
          !memberNamed(value, "filename", sourceCode)
        ? "a file given as data needs data, mediaType and filename"
        : undefined;
    if (missing) {
      report(output, "outputAsText", { what: "this file output", kind: "a file", missing });
      return;
    }
  }
  for (const property of output.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.computed) continue;
    const name =
      property.key.type === AST_NODE_TYPES.Identifier
        ? property.key.name
        : String((property.key as TSESTree.Literal).value);
    if (name === outputs.tag || fields.includes(name)) continue;
    report(property, "droppedOutputField", {
      fields: quoteList(
        fields.filter((f) => f !== "providerData"),
        "and",
      ),
      type,
      field: name,
    });
  }
}
