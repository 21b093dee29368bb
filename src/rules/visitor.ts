/**
 * The listener every rule shares. It asks detection about each object literal of the file and hands the
 * rule a {@link ToolResultContext} for each one that is a tool result: the detection record plus what
 * rules need from it, built lazily and memoized (the move-to-json edit, the keys a spread's type brings).
 *
 * ESLint calls every rule's `ObjectExpression` listener for one node before it moves to the next, so
 * the four rules share one decision per node through a per-file record that remembers the last node's
 * answer (docs/performance.md, "one decision per node").
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { resolveSettings, topLevelSet, ToolResultSettingsError, type ResolvedSettings } from "../contract/index.js";
import { isSuppressed } from "./ast/directives.js";
import { plainKeyName } from "./ast/static-values.js";
import { visibleSpreadKeys } from "./detection/spread-keys.js";
import { detectToolResult, type OffendingMember, type ToolResultLiteral } from "./detection/tool-result.js";
import { moveToData, type MoveToData } from "./fix/move-to-data.js";
import { moveToJson, type MoveContext, type MoveToJson } from "./fix/move-to-json.js";
import { typeInfo } from "./types/program.js";
import { expressionStringLiterals, isArrayValue, spreadKeys } from "./types/queries.js";

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;
type SourceCode = Readonly<TSESLint.SourceCode>;

/** A tool-result literal, as every rule sees it. */
export interface ToolResultContext extends ToolResultLiteral {
  readonly sourceCode: SourceCode;
  readonly settings: ResolvedSettings;
  /** The move-to-json edit (or null when none is possible), built on first read. */
  readonly move: MoveToJson | null;
  /**
   * Under a contract with data keys (MCP's `structuredContent`, `_meta`): the edit moving the extra keys
   * and spreads into each, in the contract's order (null where none is possible); built on first read.
   */
  readonly dataMoves: readonly (MoveToData | null)[];
  /** The keys a spread's type says it carries; undefined without types or for an open type. */
  spreadKeys(spread: TSESTree.SpreadElement): readonly string[] | undefined;
  /** The string literals an expression's type allows (`"success" | "error"`); undefined without types or when it allows others. */
  typeStringLiterals(node: TSESTree.Node): readonly string[] | undefined;
  /**
   * The keys a tool result keeps at the top level (status, content, toolUseId, ...) that a spread may
   * set: visibly (`...(failed && { status: "error" })`) or by its type (a union with one in any member).
   */
  contractKeysOfSpread(spread: TSESTree.SpreadElement): readonly string[];
}

/**
 * What every rule reports, once per run, for a `settings["tool-result"]` that cannot be used (the rules
 * then check nothing). Each rule lists it in its `meta.messages`.
 */
export const SETTINGS_MESSAGES = {
  invalidSettings: "{{message}} The tool-result rules check nothing until the setting is fixed.",
} as const;

/**
 * The settings errors already reported in this process: each is reported once per run, not once per file.
 * Kept on the global object, so that a host that loads the plugin afresh for each file (oxlint) shares it.
 */
const reportedSettingsErrors: Set<string> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for("eslint-plugin-tool-result.reportedSettingsErrors")
] ??= new Set<string>()) as Set<string>;

/** What the four rules share about the file being linted. */
interface LintedFile {
  readonly sourceCode: SourceCode;
  readonly fileName: string;
  /** What the plugin's rules are called in this config (`tool-result`), for matching directive comments. */
  readonly prefix: string;
  /** ESLint's `settings` object this was made from. */
  readonly rawSettings: unknown;
  readonly settings: ResolvedSettings;
  /** Why the settings cannot be used; the rules then check nothing. */
  readonly settingsError: ToolResultSettingsError | undefined;
  lastNode: TSESTree.ObjectExpression | undefined;
  lastResult: ToolResultContext | null;
}

const files = new WeakMap<SourceCode, LintedFile>();

/**
 * A rule's listeners: `handle` gets each object literal of the file that is a tool result.
 *
 * The context is read at the file's first object literal, not in `create` (docs/performance.md,
 * "context read late"). A bad `settings["tool-result"]` therefore stops the lint at the first object
 * literal, where the settings first matter; a file without one cannot break the contract under any
 * settings.
 */
export function onToolResult(
  context: Context,
  handle: (result: ToolResultContext) => void,
): { ObjectExpression(node: TSESTree.ObjectExpression): void } {
  let file: LintedFile | undefined;
  return {
    ObjectExpression(node) {
      file ??= lintedFile(context);
      if (file.settingsError) {
        reportSettingsError(context, file.settingsError);
        return;
      }
      const result = toolResultOf(file, node);
      if (result) handle(result);
    },
  };
}

/**
 * The listener of a rule that looks at `{ status, content }` objects which are not tool results (the
 * data a framework wraps, for `no-wrapped-result`): `handle` gets each object literal with both keys.
 */
export function onWrappedCandidate(
  context: Context,
  handle: (node: TSESTree.ObjectExpression, sourceCode: SourceCode, settings: ResolvedSettings) => void,
): { ObjectExpression(node: TSESTree.ObjectExpression): void } {
  let file: LintedFile | undefined;
  return {
    ObjectExpression(node) {
      if (!hasStatusAndContent(node)) return;
      file ??= lintedFile(context);
      if (file.settingsError) {
        reportSettingsError(context, file.settingsError);
        return;
      }
      handle(node, file.sourceCode, file.settings);
    },
  };
}

/** Both a `status` and a `content` key, by a quick look that allocates nothing. */
function hasStatusAndContent(node: TSESTree.ObjectExpression): boolean {
  let status = false;
  let content = false;
  for (const property of node.properties) {
    if (property.type !== "Property") continue;
    const name = plainKeyName(property);
    if (name === "status") status = true;
    else if (name === "content") content = true;
  }
  return status && content;
}

/** The file a rule is linting, with its settings resolved (or why they cannot be). */
function lintedFile(context: Context): LintedFile {
  const sourceCode = context.sourceCode;
  const raw: unknown = context.settings;
  let file = files.get(sourceCode);
  if (!file || file.rawSettings !== raw) {
    const id = context.id;
    let settings = DEFAULT_SETTINGS;
    let settingsError: ToolResultSettingsError | undefined;
    try {
      settings = resolveSettings(raw);
    } catch (error) {
      if (!(error instanceof ToolResultSettingsError)) throw error;
      settingsError = error;
    }
    file = {
      sourceCode,
      fileName: context.filename,
      prefix: id.includes("/") ? id.slice(0, id.lastIndexOf("/")) : "tool-result",
      rawSettings: raw,
      settings,
      settingsError,
      lastNode: undefined,
      lastResult: null,
    };
    files.set(sourceCode, file);
  }
  return file;
}

const DEFAULT_SETTINGS = resolveSettings(undefined);

/**
 * Reports a settings error at the top of the first file that meets it, once per run: an ESLint-shaped
 * problem that names the setting, the field, the value and the fix, instead of a crash under each file.
 */
function reportSettingsError(context: Context, error: ToolResultSettingsError): void {
  if (reportedSettingsErrors.has(error.message)) return;
  reportedSettingsErrors.add(error.message);
  context.report({
    loc: { start: { line: 1, column: 0 }, end: { line: 1, column: 0 } },
    messageId: "invalidSettings",
    data: { message: error.message },
  });
}

function toolResultOf(file: LintedFile, node: TSESTree.ObjectExpression): ToolResultContext | null {
  if (node === file.lastNode) return file.lastResult;
  const literal = detectToolResult(file.sourceCode, file.settings, node);
  const result = literal ? new LiteralContext(file, literal) : null;
  file.lastNode = node;
  file.lastResult = result;
  return result;
}

const NOT_BUILT = Symbol("not built");

class LiteralContext implements ToolResultContext {
  readonly node: ToolResultLiteral["node"];
  readonly contract: ToolResultLiteral["contract"];
  readonly status: ToolResultLiteral["status"];
  readonly content: ToolResultLiteral["content"];
  readonly offending: ToolResultLiteral["offending"];
  readonly evidence: ToolResultLiteral["evidence"];
  readonly outputSchema: ToolResultLiteral["outputSchema"];
  readonly constructorName: ToolResultLiteral["constructorName"];
  readonly sourceCode: SourceCode;
  readonly settings: ResolvedSettings;
  readonly #file: LintedFile;
  #move: MoveToJson | null | typeof NOT_BUILT = NOT_BUILT;
  #dataMoves: readonly (MoveToData | null)[] | undefined;
  #spreadKeys: Map<TSESTree.SpreadElement, readonly string[] | undefined> | undefined;

  constructor(file: LintedFile, literal: ToolResultLiteral) {
    this.#file = file;
    this.node = literal.node;
    this.contract = literal.contract;
    this.status = literal.status;
    this.content = literal.content;
    this.offending = literal.offending;
    this.evidence = literal.evidence;
    this.outputSchema = literal.outputSchema;
    this.constructorName = literal.constructorName;
    this.sourceCode = file.sourceCode;
    this.settings = file.settings;
  }

  get move(): MoveToJson | null {
    if (this.#move === NOT_BUILT) this.#move = moveToJson(this.#moveContext(), this);
    return this.#move;
  }

  get dataMoves(): readonly (MoveToData | null)[] {
    if (this.#dataMoves === undefined) {
      const context = this.#moveContext();
      this.#dataMoves = (this.contract.dataKeys ?? []).map((key) => moveToData(context, this, key));
    }
    return this.#dataMoves;
  }

  #moveContext(): MoveContext {
    const file = this.#file;
    return {
      sourceCode: this.sourceCode,
      fileName: file.fileName,
      contractKeysOfSpread: (spread) => this.contractKeysOfSpread(spread),
      isArrayValue: (node) => {
        const t = typeInfo(this.sourceCode);
        return t !== undefined && isArrayValue(t, node);
      },
      isSuppressed: (member: OffendingMember) =>
        isSuppressed(
          this.sourceCode,
          `${file.prefix}/${member.kind === "key" ? "no-extra-keys" : "no-spread"}`,
          member.node,
        ),
    };
  }

  contractKeysOfSpread(spread: TSESTree.SpreadElement): readonly string[] {
    const topLevel = topLevelSet(this.contract);
    const keys = visibleSpreadKeys(this.sourceCode, spread, topLevel);
    for (const key of this.spreadKeys(spread) ?? []) if (topLevel.has(key) && !keys.includes(key)) keys.push(key);
    return keys;
  }

  spreadKeys(spread: TSESTree.SpreadElement): readonly string[] | undefined {
    const t = typeInfo(this.sourceCode);
    if (!t) return undefined;
    this.#spreadKeys ??= new Map();
    if (this.#spreadKeys.has(spread)) return this.#spreadKeys.get(spread);
    const keys = spreadKeys(t, spread);
    this.#spreadKeys.set(spread, keys);
    return keys;
  }

  typeStringLiterals(node: TSESTree.Node): readonly string[] | undefined {
    const t = typeInfo(this.sourceCode);
    if (!t) return undefined;
    try {
      return expressionStringLiterals(t, node);
    } catch {
      return undefined;
    }
  }
}
