/**
 * The `outputSchema` option: checks an MCP result's `structuredContent` as a strict client does, with
 * the messages the lint rule `valid-structured-content` writes (contract/mcp-messages.ts).
 *
 * The option is a Standard Schema (zod 4, valibot, arktype: anything with `~standard.validate`) or a
 * plain JSON Schema object. It is read once per schema object (a WeakMap), so change a schema by making
 * a new one. Either way the root must be what the MCP SDK's Tool schema takes (`type: "object"`, no
 * boolean property schema), or clients fail tools/list: anything else is a TypeError.
 * - A JSON Schema is checked by json-schema-check.ts, in strict mode, as the clients check the JSON text
 *   the server sends (JSON.parse(JSON.stringify(schema))): a keyword it does not evaluate, a `$schema`
 *   dialect MCP SDK 2.x clients refuse, or a schema Ajv cannot compile (a duplicate `$id`, a `pattern`
 *   invalid with the `u` flag, a `$ref` that does not resolve) is a TypeError when the option is read,
 *   never a silent pass. A schema without `$schema` must hold under both readings of it: SDK 1.x clients
 *   check every schema as draft-07 (`items` for every element, `prefixItems` ignored), 2.x as 2020-12.
 * - A Standard Schema is checked twice over. Its JSON Schema (`~standard.jsonSchema.output`, draft
 *   2020-12, when the library offers one, as zod 4 does) is what strict clients (the SDK's
 *   Client.callTool, Ajv with ajv-formats) check results against: a zod `z.object` advertises
 *   `additionalProperties: false`, so an undeclared key is reported, though zod's own parse strips it;
 *   a zod regex advertises its `pattern` without its flags, and Ajv reads it with `u`. That JSON Schema
 *   is checked in lenient mode (keywords outside the subset are left to the library; `$ref`, `pattern`,
 *   `multipleOf` and `format` are evaluated as Ajv evaluates them), and a document the clients cannot
 *   compile is a TypeError as above. Then the library's own `validate` runs, and its issues are added
 *   where the JSON Schema check found nothing (at the same path, above it or below it). A `validate`
 *   that answers with a Promise cannot be waited for by the synchronous functions: they throw a
 *   TypeError that says to use validateToolResultAsync.
 *
 * What is reported, by MCP SDK 1.x's rules: a result that is not isError needs structuredContent, and
 * 0, "", null (any falsy value) count as missing; on an isError result a missing structuredContent is
 * fine, and a present one is checked all the same (SDK 1.x clients validate it on errors too).
 *
 * structuredContent is checked against the schema only once the walk has found it plain JSON data (no
 * cycles, no throwing getters, within maxDepth and maxValues), and in the copy the walk made of what it
 * read: a getter runs once, as JSON.stringify runs it. The JSON Schema check visits at most maxValues
 * (schema, value) pairs.
 */
import { describeValue } from "../../common/describe-value.js";
import { formatPath } from "../../common/path.js";
import type { SchemaIssue } from "../../common/standard-schema.js";
import { quoteList, truncate } from "../../common/text.js";
import {
  formatMessage,
  OUTPUT_SCHEMA_MESSAGES as O,
  STRUCTURED_CONTENT_MESSAGES as M,
} from "../../contract/mcp-messages.js";
import {
  checkJsonSchema,
  compileJsonSchema,
  SchemaCompileError,
  type SchemaFailure,
  type SchemaNode,
} from "./json-schema-check.js";
import { messages, options as optionMessages } from "./messages.js";
import type { Walk } from "./reader.js";
import type { ToolResultIssue } from "./types.js";

/** A Standard Schema (https://standardschema.dev): what `outputSchema` needs of one. */
export interface OutputStandardSchema {
  readonly "~standard": {
    readonly validate: (value: unknown) => unknown;
    readonly jsonSchema?: { readonly output?: (options: { readonly target: string }) => unknown } | undefined;
  };
}

/**
 * A tool's outputSchema: a Standard Schema (zod 4 is one) or a JSON Schema object whose root is an object
 * schema (`type: "object"`), as the MCP SDK's Tool schema requires of it (toolRoot below).
 */
export type OutputSchema = OutputStandardSchema | { readonly [keyword: string]: unknown } | boolean;

/** An outputSchema, read. */
export interface CompiledOutput {
  /** The Standard Schema's validate, called on the schema's `~standard` object. */
  readonly validate: ((value: unknown) => unknown) | undefined;
  /** The JSON Schema to check: the option itself, or the one the Standard Schema gives of itself. */
  readonly json: SchemaNode | undefined;
}

/** One walk's use of the outputSchema: the Promise a Standard Schema answered with, when it did. */
export interface OutputRun {
  readonly output: CompiledOutput;
  pending: PendingCheck | undefined;
}

/** A Standard Schema's answer still to come, and what is needed to turn it into issues. */
export interface PendingCheck {
  readonly answer: Promise<unknown>;
  /** The paths the JSON Schema check reported (their issues are not repeated). */
  readonly reported: readonly (readonly (string | number)[])[];
  readonly onError: boolean;
}

const cache = new WeakMap<object, CompiledOutput>();

/** The outputSchema option read, or a TypeError (prefixed with `caller`) that says what is wrong with it. */
export function compileOutputSchema(schema: unknown, caller: string): CompiledOutput {
  if (typeof schema === "boolean") {
    throw new TypeError(
      `${caller}: ${optionMessages.outputSchemaInvalid(`outputSchema: ${optionMessages.outputSchemaRoot()}`)}`,
    );
  }
  // A Standard Schema may be a function (an arktype Type is one).
  const standard = typeof schema === "function" && "~standard" in schema;
  if (!standard && (schema === null || typeof schema !== "object" || Array.isArray(schema))) {
    throw new TypeError(`${caller}: ${optionMessages.outputSchemaBad(schema)}`);
  }
  const cached = cache.get(schema);
  if (cached !== undefined) return cached;
  let compiled: CompiledOutput;
  try {
    compiled = standard || "~standard" in schema ? fromStandard(schema, caller) : fromJson(schema);
  } catch (error) {
    if (error instanceof TypeError && error.message.startsWith(`${caller}:`)) throw error;
    if (error instanceof SchemaCompileError) {
      const where = `outputSchema${error.where === "" ? "" : `.${error.where}`}`;
      throw new TypeError(`${caller}: ${optionMessages.outputSchemaInvalid(`${where}: ${error.message}`)}`);
    }
    throw new TypeError(`${caller}: ${optionMessages.outputSchemaThrew(error)}`);
  }
  cache.set(schema, compiled);
  return compiled;
}

function fromJson(schema: object): CompiledOutput {
  return { validate: undefined, json: compileJsonSchema(schema, true, toolRoot) };
}

/**
 * The root the MCP SDK's Tool schema requires of an outputSchema, as the server sends it: an object with
 * `"type": "object"` (the exact string), and, for SDK 1.x clients, an object as each value of `properties`
 * (`true` there is `{}`, `false` is `{ "allOf": [false] }`). Any other root fails the client's tools/list.
 */
function toolRoot(sent: unknown): void {
  if (
    sent === null ||
    typeof sent !== "object" ||
    Array.isArray(sent) ||
    (sent as { type?: unknown }).type !== "object"
  ) {
    throw new SchemaCompileError(optionMessages.outputSchemaRoot(), "");
  }
  const properties = (sent as { properties?: unknown }).properties;
  if (properties === null || typeof properties !== "object") return;
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === "boolean") {
      throw new SchemaCompileError(optionMessages.outputSchemaBooleanProperty(value), `properties.${key}`);
    }
  }
}

function fromStandard(schema: object, caller: string): CompiledOutput {
  const standard: unknown = (schema as Record<string, unknown>)["~standard"];
  if (standard === null || typeof standard !== "object") {
    throw new TypeError(`${caller}: ${optionMessages.outputSchemaBad(schema)}`);
  }
  const validate: unknown = (standard as Record<string, unknown>).validate;
  if (typeof validate !== "function") throw new TypeError(`${caller}: ${optionMessages.outputSchemaBad(schema)}`);
  const document = ownJsonSchema(standard);
  // A document the clients cannot compile is a TypeError (compileOutputSchema words it), as for a JSON Schema.
  const json = document === NO_DOCUMENT ? undefined : compileJsonSchema(document, false, toolRoot);
  return { validate: (value) => Reflect.apply(validate, standard, [value]) as unknown, json };
}

const NO_DOCUMENT: unique symbol = Symbol("no JSON Schema");

/**
 * The JSON Schema a Standard Schema gives of itself (draft 2020-12), or NO_DOCUMENT for one that offers
 * none (valibot, say), checked by its validate alone. MCP SDK servers advertise that same document (2.x
 * asks `~standard.jsonSchema`, 1.x zod's toJSONSchema), so where it cannot be made (a zod transform,
 * custom type or date), they fail tools/list: a TypeError. So is a zod 3 schema (`zod/v3`), which offers
 * none, though SDK 1.x converts it itself and clients check what it advertises, which this check cannot see.
 */
function ownJsonSchema(standard: object): unknown {
  const jsonSchema: unknown = (standard as Record<string, unknown>).jsonSchema;
  const output: unknown =
    jsonSchema !== null && typeof jsonSchema === "object" ? (jsonSchema as Record<string, unknown>).output : undefined;
  if (typeof output !== "function") {
    if ((standard as Record<string, unknown>).vendor === "zod") {
      throw new SchemaCompileError(optionMessages.outputSchemaZod3(), "");
    }
    return NO_DOCUMENT;
  }
  let document: unknown;
  try {
    document = Reflect.apply(output, jsonSchema, [{ target: "draft-2020-12" }]);
  } catch (error) {
    throw new SchemaCompileError(optionMessages.outputSchemaNoDocument(error), "");
  }
  return typeof document === "boolean" || (document !== null && typeof document === "object") ? document : NO_DOCUMENT;
}

/** `structuredContent` at the root, `structuredContent.items[2]` below: the name a message gives a value. */
function label(path: readonly (string | number)[]): string {
  return path.length <= 1 ? "structuredContent" : formatPath(path.slice(1));
}

/** The message for a failure of the JSON Schema check. */
function failureText(failure: SchemaFailure, onError: boolean): string {
  const note = failure.note;
  switch (failure.kind) {
    case "undeclared":
      return withNote(
        formatMessage(onError ? M.undeclaredKeyOnError : M.undeclaredKey, { key: truncate(failure.key) }),
        note,
      );
    case "missing":
      return withNote(
        formatMessage(onError ? M.missingKeysOnError : M.missingKeys, { keys: quoteList(failure.keys, "and") }),
        note,
      );
    case "mismatch":
      return formatMessage(onError ? M.wrongTypeOnError : M.wrongType, {
        key: label(failure.path),
        found: describeValue(failure.value),
        expected: note === undefined ? failure.expected : `${failure.expected} (${note})`,
      });
    case "propertyName":
      return formatMessage(O.propertyName, { key: truncate(failure.key), expected: failure.expected });
    case "requiredInherited":
      return formatMessage(O.requiredInherited, { keys: quoteList(failure.keys, "and") });
    case "inherited":
      return formatMessage(onError ? O.inheritedMemberOnError : O.inheritedMember, {
        key: truncate(failure.key),
        expected: failure.expected,
      });
    case "budget":
      return messages.outputBudget(failure.budget);
    case "tooDeep":
      return formatMessage(O.schemaTooDeep, { limit: String(failure.limit) });
  }
}

function withNote(text: string, note: string | undefined): string {
  return note === undefined ? text : `${text} (${note}.)`;
}

/**
 * Checks `value`, the result's structuredContent (plain JSON data), against the outputSchema, reporting
 * through `walk`. `onError`: the result is an isError result.
 */
export function checkOutput(walk: Walk, run: OutputRun, value: unknown, onError: boolean): void {
  const { json, validate } = run.output;
  const reported: (string | number)[][] = [];
  if (json !== undefined) {
    try {
      checkJsonSchema(json, value, ["structuredContent"], walk.maxValues, (failure) => {
        const path = [...failure.path];
        reported.push(path);
        walk.reportAt(path, failureText(failure, onError));
      });
    } catch (error) {
      // Defence in depth: the walk's copy is plain data, which the check reads without running any code.
      walk.threwAt(error, ["structuredContent"], messages.outputCheckThrew(error));
      return;
    }
  }
  if (validate === undefined) return;
  let answer: unknown;
  try {
    answer = validate(value);
  } catch (error) {
    walk.reportAt(["structuredContent"], messages.outputValidateThrew(error));
    return;
  }
  if (isThenable(answer)) {
    const promise = Promise.resolve(answer as PromiseLike<unknown>);
    run.pending = { answer: promise, reported, onError };
    return;
  }
  for (const issue of standardIssues(answer, reported, onError)) walk.reportAt(issue.path, issue.text);
}

function isThenable(value: unknown): boolean {
  try {
    return (
      value !== null &&
      (typeof value === "object" || typeof value === "function") &&
      typeof (value as { then?: unknown }).then === "function"
    );
  } catch {
    return false;
  }
}

/** `a` is `b`, or one is a prefix of the other. */
function related(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A Standard Schema issue's path as keys and indexes, below structuredContent. */
function pathOf(issue: SchemaIssue): (string | number)[] {
  const path: (string | number)[] = ["structuredContent"];
  const segments = issue.path;
  if (segments === undefined || !Array.isArray(segments)) return path;
  for (const segment of segments.slice(0, 1000) as unknown[]) {
    const key: unknown = segment !== null && typeof segment === "object" ? (segment as { key?: unknown }).key : segment;
    path.push(typeof key === "number" ? key : typeof key === "symbol" ? String(key) : String(key));
  }
  return path;
}

/**
 * The issues of a Standard Schema's answer, without those at paths the JSON Schema check reported
 * (same path, above or below): each with the library's message inside the contract's, not yet prefixed
 * with its path.
 */
export function standardIssues(
  answer: unknown,
  reported: readonly (readonly (string | number)[])[],
  onError: boolean,
): PathText[] {
  const out: PathText[] = [];
  try {
    if (answer === null || typeof answer !== "object") {
      return [at(["structuredContent"], messages.outputValidateAnswer(answer))];
    }
    const issues: unknown = (answer as { issues?: unknown }).issues;
    if (issues === undefined) return out;
    if (!Array.isArray(issues)) return [at(["structuredContent"], messages.outputValidateAnswer(answer))];
    for (const issue of issues.slice(0, 10_000) as SchemaIssue[]) {
      const path = pathOf(issue);
      if (reported.some((done) => related(done, path))) continue;
      const text: unknown = issue?.message;
      const issueText = truncate(typeof text === "string" ? text : "no message", 300);
      out.push(at(path, formatMessage(onError ? M.schemaRejectedOnError : M.schemaRejected, { issue: issueText })));
    }
  } catch (error) {
    return [...out, at(["structuredContent"], messages.outputValidateThrew(error))];
  }
  return out;
}

/** An issue before its path is written in front of its text. */
export interface PathText {
  readonly path: (string | number)[];
  readonly text: string;
}

function at(path: (string | number)[], text: string): PathText {
  return { path, text };
}

/** The issue of a PathText. */
export function toIssue(issue: PathText): ToolResultIssue {
  return { path: issue.path, message: `${formatPath(issue.path)}: ${issue.text}` };
}
