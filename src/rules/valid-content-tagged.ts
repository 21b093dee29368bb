/**
 * `valid-content`'s check of tagged blocks (MCP's `{ type: "text", text }`): the tag names a kind of the
 * contract, the kind's required fields are there, fields written as literals have the right type, exactly
 * one of an `exactlyOne` set is present (an embedded resource's `text` or `blob`), and no other field is
 * (the SDK strips it before the wire). The fields each kind has come from the contract
 * (src/contract/presets.ts, `MCP_BLOCKS`).
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { quoteList } from "../common/text.js";
import type { FieldSet, FieldShape, TaggedBlocks } from "../contract/index.js";
import { closest } from "../contract/status-words.js";
import { initValue, isUndefinedValue, propertyKeyName, staticStrings, visibleKind } from "./ast/static-values.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export type TaggedMessageIds =
  | "untaggedBlock"
  | "unknownBlockType"
  | "missingBlockFields"
  | "extraBlockField"
  | "blockFieldType"
  | "exactlyOneField"
  | "addTag"
  | "useBlockType";

/** What the MCP SDK does with a result that has such a block, as the messages say it. */
const REJECTED =
  'the MCP SDK rejects the whole result ("Invalid tools/call result", JSON-RPC -32602), so the model sees nothing';

/** What the SDK does with a field a block does not have, unless the tool API says otherwise. */
export const STRIPPED_FIELD =
  "the SDK strips it before the client sees it. Move it into the result's structuredContent, or into the block's _meta";

export const TAGGED_MESSAGES: Record<TaggedMessageIds, string> = {
  untaggedBlock: `This content block has no "{{tag}}": ${REJECTED}. MCP blocks are tagged, such as { type: "text", text: "..." }: give it one of {{kinds}}.`,
  unknownBlockType: `"{{type}}" is not an MCP content block type: ${REJECTED}. Use {{kinds}}.`,
  missingBlockFields: `An MCP "{{type}}" block needs {{fields}}: without {{them}} ${REJECTED}. Add {{them}}.`,
  extraBlockField: '"{{field}}" is not a field of an MCP "{{type}}" block: {{consequence}}.',
  blockFieldType: `"{{field}}" of an MCP "{{type}}" block must be {{expected}}, not {{what}}: ${REJECTED}.`,
  exactlyOneField: `The "{{field}}" of an MCP "{{type}}" block needs exactly one of {{fields}}, not {{found}}: ${REJECTED}.`,
  addTag: 'Add {{tag}}: "{{type}}".',
  useBlockType: 'Use "{{type}}".',
};

export type TaggedReport = (
  node: TSESTree.Node,
  messageId: TaggedMessageIds,
  data: Record<string, string>,
  suggest?: TSESLint.SuggestionReportDescriptor<TaggedMessageIds>[],
) => void;

/** Checks one block literal of a content array under a contract of tagged blocks. */
export function checkTaggedBlock(
  sourceCode: SourceCode,
  tagged: TaggedBlocks,
  kinds: readonly string[],
  block: TSESTree.ObjectExpression,
  report: TaggedReport,
): void {
  const fields = presentFields(sourceCode, block);
  if (!fields) return;
  const tagProperty = fields.get(tagged.tag);
  if (!tagProperty) {
    if (fields.opaque) return;
    const guess = guessKind(tagged, kinds, fields);
    report(
      block,
      "untaggedBlock",
      { tag: tagged.tag, kinds: quoteList(kinds) },
      guess
        ? [
            {
              messageId: "addTag",
              data: { tag: tagged.tag, type: guess },
              fix: (fixer) =>
                fixer.insertTextAfterRange([block.range[0], block.range[0] + 1], ` ${tagged.tag}: "${guess}",`),
            },
          ]
        : [],
    );
    return;
  }
  const value = initValue(tagProperty);
  const found = value ? staticStrings(sourceCode, value) : undefined;
  if (!value || !found || !found.complete || found.nonString || found.strings.length !== 1) return;
  const leaf = found.strings[0]!;
  const kind = leaf.value;
  if (!kinds.includes(kind)) {
    const suggestion = closest(kind, kinds);
    const inside = leaf.node.range[0] >= value.range[0] && leaf.node.range[1] <= value.range[1];
    report(
      leaf.node,
      "unknownBlockType",
      { type: kind, kinds: quoteList(kinds) },
      suggestion && inside
        ? [
            {
              messageId: "useBlockType",
              data: { type: suggestion },
              fix: (fixer) => fixer.replaceText(leaf.node, JSON.stringify(suggestion)),
            },
          ]
        : [],
    );
    return;
  }
  const set = Object.hasOwn(tagged.kinds, kind) ? tagged.kinds[kind] : undefined;
  if (set) checkFields(sourceCode, block, fields, set, new Set([tagged.tag]), kind, tagged.tag, report);
}

interface Fields extends Map<string, TSESTree.Property> {
  /** A spread or a computed key that is not known: the block may hold any field. */
  opaque?: boolean;
}

/** The block's fields by static name (the last of each wins), undefined-valued ones left out. */
function presentFields(sourceCode: SourceCode, object: TSESTree.ObjectExpression): Fields | undefined {
  const fields: Fields = new Map();
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property) {
      fields.opaque = true;
      continue;
    }
    const name = propertyKeyName(sourceCode, property);
    if (name === undefined) {
      fields.opaque = true;
      continue;
    }
    const value = initValue(property);
    if (value && isUndefinedValue(sourceCode, value)) {
      fields.delete(name);
      continue;
    }
    fields.set(name, property);
  }
  return fields;
}

function checkFields(
  sourceCode: SourceCode,
  object: TSESTree.ObjectExpression,
  fields: Fields,
  set: FieldSet,
  skip: ReadonlySet<string>,
  kind: string,
  where: string,
  report: TaggedReport,
): void {
  const required = Object.keys(set.required);
  const known = new Map<string, FieldShape>([
    ...Object.entries(set.required),
    ...Object.entries(set.optional ?? {}),
    ...Object.entries(set.exactlyOne ?? {}),
  ]);
  for (const [name, property] of fields) {
    if (skip.has(name)) continue;
    const shape = known.get(name);
    if (!shape) {
      report(property, "extraBlockField", { field: name, type: kind });
      continue;
    }
    checkShape(sourceCode, property, name, shape, kind, report);
  }
  if (fields.opaque) return;
  const missing = required.filter((name) => !fields.has(name));
  if (missing.length > 0) {
    report(object, "missingBlockFields", {
      type: kind,
      fields: quoteList(missing, "and"),
      them: missing.length === 1 ? "it" : "them",
    });
  }
  const one = Object.keys(set.exactlyOne ?? {});
  if (one.length > 0) {
    const present = one.filter((name) => fields.has(name));
    if (present.length !== 1) {
      report(object, "exactlyOneField", {
        field: where,
        type: kind,
        fields: quoteList(one),
        found: present.length === 0 ? "none" : quoteList(present, "and"),
      });
    }
  }
}

function checkShape(
  sourceCode: SourceCode,
  property: TSESTree.Property,
  name: string,
  shape: FieldShape,
  kind: string,
  report: TaggedReport,
): void {
  const value = initValue(property);
  if (!value) return;
  const what = literalKind(value);
  if (what === undefined) return;
  const expected = typeof shape === "string" ? shape : "object";
  if (what !== expected) {
    report(value, "blockFieldType", { field: name, type: kind, expected: article(expected), what: article(what) });
    return;
  }
  if (typeof shape !== "string" && value.type === AST_NODE_TYPES.ObjectExpression) {
    const inner = presentFields(sourceCode, value);
    if (inner) checkFields(sourceCode, value, inner, shape.object, new Set(), kind, name, report);
  }
}

/** What a value written in place is: `"string"`, `"number"`, ...; undefined when it is not known. */
function literalKind(node: TSESTree.Node): string | undefined {
  const kind = visibleKind(node);
  return kind === "regexp" ? "object" : kind;
}

function article(kind: string): string {
  if (kind === "null") return "null";
  return /^[aeiou]/u.test(kind) ? `an ${kind}` : `a ${kind}`;
}

/** The one kind whose required fields an untagged block has, if exactly one matches. */
function guessKind(tagged: TaggedBlocks, kinds: readonly string[], fields: Fields): string | undefined {
  const matches = kinds.filter((kind) => {
    const set = Object.hasOwn(tagged.kinds, kind) ? tagged.kinds[kind] : undefined;
    if (!set) return false;
    const required = Object.keys(set.required);
    return required.length > 0 && required.every((name) => fields.has(name));
  });
  return matches.length === 1 ? matches[0] : undefined;
}
