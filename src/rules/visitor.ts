/**
 * The listener every rule shares. It asks detection about each object literal of the file and hands the
 * rule a {@link ToolResultContext} for each one that is a tool result: the detection record plus what
 * rules need from it, built lazily and memoized (the move-to-json edit, the keys a spread's type brings).
 *
 * ESLint calls every rule's `ObjectExpression` listener for one node before it moves to the next, so
 * the rules share one decision per node through a per-file record that remembers the last node's
 * answer (docs/performance.md, "one decision per node").
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { resolveSettings, topLevelSet, ToolResultSettingsError, type ResolvedSettings } from "../contract/index.js";
import { DECLARING_PACKAGES, matchesModule } from "../frameworks/index.js";
import { annotationMayHave, declaredPropertyNames, declaredTypeOf } from "./ast/annotations.js";
import { isSuppressed, isSuppressedAt } from "./ast/directives.js";
import { isNodeModule, moduleExportOf } from "./ast/modules.js";
import { plainKeyName } from "./ast/static-values.js";
import { readsKeys, type ReadOptions } from "./ast/reads.js";
import { unwrap } from "./ast/scope.js";
import { mentionsMcpSdk } from "./detection/candidate.js";
import { visibleKeys, visibleSpreadKeys } from "./detection/spread-keys.js";
import { detectToolResult, type OffendingMember, type ToolResultLiteral } from "./detection/tool-result.js";
import type { Declaration } from "./detection/sites.js";
import { declarationOf } from "./detection/tool-sites.js";
import { enclosingFunction, valueOf } from "./ast/functions.js";
import { foreignCallee, typedPlace } from "./ast/typed-places.js";
import { isJavaScript, isJsonBySyntax, isShownJson, isTypeChecked, namesAreScoped } from "./ast/json-types.js";
import { jsDocMayDeclare } from "./ast/jsdoc-types.js";
import { moveToData, type DataMove } from "./fix/move-to-data.js";
import type { Move } from "./fix/edits.js";
import { moveToJson } from "./fix/move-to-json.js";
import type { MoveContext } from "./fix/plan.js";
import { importedElsewhere, sharesTopLevel } from "./types/importers.js";
import { typeInfo } from "./types/program.js";
import {
  contextMayHaveProperty,
  expressionStringLiterals,
  holdsTaggedBlocks,
  isJsonValue,
  valueKind,
  spreadKeys,
  takesJsonBlockAt,
} from "./types/queries.js";

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;
type SourceCode = Readonly<TSESLint.SourceCode>;

/** A tool-result literal, as every rule sees it. */
export interface ToolResultContext extends ToolResultLiteral {
  readonly sourceCode: SourceCode;
  readonly settings: ResolvedSettings;
  /** The move into a json block (null when none is possible), built on first read. */
  readonly move: Move | null;
  /**
   * Under a contract with data keys (MCP's `structuredContent`, `_meta`): the moves of the extra keys and
   * spreads into each that are possible, in the contract's order; built on first read.
   */
  readonly dataMoves: readonly DataMove[];
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
 * What the first tool-result rule that meets a file reports there for a `settings["tool-result"]` that
 * cannot be used (the rules then check nothing in it). Each rule lists it in its `meta.messages`.
 */
export const SETTINGS_MESSAGES = {
  invalidSettings: "{{message}} The tool-result rules check nothing until the setting is fixed.",
} as const;

/**
 * The lints whose settings error has been reported, by the file's Program node, so that one rule reports
 * it once in each lint. Every rule's `Program:exit` forgets the file again ({@link endOfLint}): a lint of
 * the same source object later (`linter.verify(sourceCode, ...)`, as in an editor) reports it again. Kept
 * on the global object, so that copies of the plugin that a host loads side by side share it.
 */
const reportedSettingsErrors: WeakMap<object, true> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for("eslint-plugin-tool-result.reportedSettingsErrors.v3")
] ??= new WeakMap<object, true>()) as WeakMap<object, true>;

/**
 * The listener every rule adds: the lint of this file is over, so a settings error is reported anew next
 * time, and the settings are read anew (a host may lint the same source object again after changing them).
 */
const endOfLint = {
  "Program:exit"(node: TSESTree.Program): void {
    reportedSettingsErrors.delete(node);
    files.delete(node);
  },
};

/** What the rules share about the file being linted. */
interface LintedFile {
  readonly sourceCode: SourceCode;
  readonly filename: string;
  /** Whether TypeScript may check the file (then a json block's type may refuse a moved value). */
  readonly typeChecked: boolean;
  /** Whether the file is JavaScript, whose types (under `@ts-check`) are JSDoc comments. */
  readonly javascript: boolean;
  /** Whether the file runs as CommonJS, whose top-level names are its own whatever the parser's scopes say. */
  readonly commonjs: boolean;
  /** Whether a name's type is what the file's scopes show (see `namesAreScoped`). */
  readonly namesAreScoped: boolean;
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

/** The file of each lint under way, by its Program node (forgotten at its end, {@link endOfLint}). */
const files = new WeakMap<TSESTree.Program, LintedFile>();

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
): { ObjectExpression(node: TSESTree.ObjectExpression): void } & typeof endOfLint {
  let file: LintedFile | undefined;
  return {
    ...endOfLint,
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
 * The listener of a rule that looks at objects that carry a `content` and are not tool results where they
 * are (the data a framework wraps, for `no-wrapped-result`): `handle` gets each object literal with one.
 */
export function onWrappedCandidate(
  context: Context,
  handle: (node: TSESTree.ObjectExpression, sourceCode: SourceCode, settings: ResolvedSettings) => void,
): { ObjectExpression(node: TSESTree.ObjectExpression): void } & typeof endOfLint {
  let file: LintedFile | undefined;
  return {
    ...endOfLint,
    ObjectExpression(node) {
      if (!hasContent(node)) return;
      file ??= lintedFile(context);
      if (file.settingsError) {
        reportSettingsError(context, file.settingsError);
        return;
      }
      handle(node, file.sourceCode, file.settings);
    },
  };
}

/**
 * The listener of a rule that looks at what a tool callback returns (any value, not only object literals):
 * `handle` gets each returned expression of a function a tool API declares, with its declaration.
 */
export function onSiteReturn(
  context: Context,
  handle: (value: TSESTree.Node, declaration: Declaration, sourceCode: SourceCode) => void,
): {
  ReturnStatement(node: TSESTree.ReturnStatement): void;
  "ArrowFunctionExpression:exit"(node: TSESTree.ArrowFunctionExpression): void;
} & typeof endOfLint {
  let file: LintedFile | undefined;
  const check = (fn: TSESTree.Node | undefined, value: TSESTree.Node): void => {
    if (!fn) return;
    file ??= lintedFile(context);
    if (file.settingsError) {
      reportSettingsError(context, file.settingsError);
      return;
    }
    const declaration = declarationOf(file.sourceCode, file.settings, fn);
    if (declaration) handle(value, declaration, file.sourceCode);
  };
  return {
    ...endOfLint,
    ReturnStatement(node) {
      if (node.argument) check(enclosingFunction(node), node.argument);
    },
    "ArrowFunctionExpression:exit"(node) {
      if (node.body.type !== AST_NODE_TYPES.BlockStatement) check(node, node.body);
    },
  };
}

/** Whether MCP's tagged blocks are the contract of literals built away from a tool site: preset "mcp", or a file of the MCP SDK. */
export function mcpByShapeIn(context: Context): boolean {
  const file = lintedFile(context);
  if (file.settingsError) {
    reportSettingsError(context, file.settingsError);
    return false;
  }
  return file.settings.contract.taggedBlocks !== undefined || mentionsMcpSdk(file.sourceCode);
}

/** The tool declaration a function is the callback of, under the file's settings (none where they cannot be used). */
export function declarationIn(context: Context, fn: TSESTree.Node): Declaration | undefined {
  const file = lintedFile(context);
  if (!file.settingsError) return declarationOf(file.sourceCode, file.settings, fn);
  reportSettingsError(context, file.settingsError);
  return undefined;
}

/** A `content` key, by a quick look that allocates nothing. */
function hasContent(node: TSESTree.ObjectExpression): boolean {
  for (const property of node.properties) {
    if (property.type === "Property" && plainKeyName(property) === "content") return true;
  }
  return false;
}

/** The file a rule is linting, with its settings resolved (or why they cannot be). */
function lintedFile(context: Context): LintedFile {
  const sourceCode = context.sourceCode;
  const raw: unknown = context.settings;
  let file = files.get(sourceCode.ast);
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
      filename: context.filename,
      typeChecked: isTypeChecked(sourceCode, context.filename, typeInfo(sourceCode)?.checksJs === true),
      javascript: isJavaScript(context.filename),
      commonjs: (context.languageOptions as { sourceType?: unknown } | undefined)?.sourceType === "commonjs",
      namesAreScoped: namesAreScoped(sourceCode, context.filename),
      prefix: id.includes("/") ? id.slice(0, id.lastIndexOf("/")) : "tool-result",
      rawSettings: raw,
      settings,
      settingsError,
      lastNode: undefined,
      lastResult: null,
    };
    files.set(sourceCode.ast, file);
  }
  return file;
}

const DEFAULT_SETTINGS = resolveSettings(undefined);

/**
 * Reports a settings error at the top of the file, once per file: a problem that names the setting,
 * the field, the value and the fix, worded for the host that runs the rules (ESLint or oxlint).
 */
/** Where a settings error is reported: the top of the file. */
const SETTINGS_ERROR_AT = { line: 1, column: 0 } as const;

function reportSettingsError(context: Context, error: ToolResultSettingsError): void {
  const program = context.sourceCode.ast;
  if (reportedSettingsErrors.has(program)) return;
  // A directive that turns this rule off at the top of the file hides its report while the other rules
  // check nothing: the next rule reports it too. (This one reports all the same: the directive is in use.)
  if (!isSuppressedAt(context.sourceCode, context.id, SETTINGS_ERROR_AT)) reportedSettingsErrors.set(program, true);
  const host =
    (context.languageOptions as { parser?: { name?: unknown } } | undefined)?.parser?.name === "oxlint"
      ? "oxlint"
      : "ESLint";
  context.report({
    loc: { start: SETTINGS_ERROR_AT, end: SETTINGS_ERROR_AT },
    messageId: "invalidSettings",
    data: {
      message:
        host === "ESLint"
          ? error.message
          : error.message.replace(/^Invalid ESLint setting/u, `Invalid ${host} setting`),
    },
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
  readonly constructorName: ToolResultLiteral["constructorName"];
  readonly site: ToolResultLiteral["site"];
  readonly sourceCode: SourceCode;
  readonly settings: ResolvedSettings;
  readonly #file: LintedFile;
  #move: Move | null | typeof NOT_BUILT = NOT_BUILT;
  #dataMoves: readonly DataMove[] | undefined;
  #spreadKeys: Map<TSESTree.SpreadElement, readonly string[] | undefined> | undefined;

  constructor(file: LintedFile, literal: ToolResultLiteral) {
    this.#file = file;
    this.node = literal.node;
    this.contract = literal.contract;
    this.status = literal.status;
    this.content = literal.content;
    this.offending = literal.offending;
    this.evidence = literal.evidence;
    this.constructorName = literal.constructorName;
    this.site = literal.site;
    this.sourceCode = file.sourceCode;
    this.settings = file.settings;
  }

  get move(): Move | null {
    if (this.#move === NOT_BUILT) {
      // Results of tagged blocks (MCP) keep their data in data keys instead.
      const move = this.contract.taggedBlocks ? null : moveToJson(this.#moveContext(), this);
      this.#move = move && "fix" in move ? move : null;
    }
    return this.#move;
  }

  get dataMoves(): readonly DataMove[] {
    if (this.#dataMoves === undefined) {
      const context = this.#moveContext();
      this.#dataMoves = (this.contract.dataKeys ?? [])
        .map((key) => moveToData(context, this, key))
        .filter((move): move is DataMove => "fix" in move);
    }
    return this.#dataMoves;
  }

  #moveContext(): MoveContext {
    const file = this.#file;
    const sourceCode = this.sourceCode;
    const t = typeInfo(sourceCode);
    const annotation = declaredTypeOf(this.node);
    const typeNames = this.settings.typeNames;
    const known = (reference: TSESTree.TSTypeReference): boolean => {
      const name = reference.typeName;
      if (name.type === AST_NODE_TYPES.Identifier && typeNames.includes(name.name)) return true;
      const local = name.type === AST_NODE_TYPES.TSQualifiedName ? name.left : name;
      if (local.type !== AST_NODE_TYPES.Identifier) return false;
      const imported = moduleExportOf(sourceCode, local);
      return imported !== undefined && matchesModule(DECLARING_PACKAGES, imported.module);
    };
    // Who receives the result: the consumer it is made for, and the tool APIs that call tools' callbacks.
    let exportsRead: boolean | undefined;
    let topLevelShared: boolean | undefined;
    const reads: ReadOptions = {
      consumer: this.constructorName,
      typeChecked: file.typeChecked,
      resultType: (type) => type.type === AST_NODE_TYPES.TSTypeReference && known(type),
      filename: file.filename,
      commonjs: file.commonjs,
      toolCallback: (fn) => declarationOf(sourceCode, file.settings, fn) !== undefined,
      // Asked only where a result leaves by an export or a member: the program's files are then looked at
      // once (../types/importers.ts), and never in a file linted without types.
      exportsRead: () => (exportsRead ??= t !== undefined && importedElsewhere(t, sourceCode.ast)),
      topLevelShared: () => (topLevelShared ??= t !== undefined && sharesTopLevel(t, sourceCode.ast)),
    };
    return {
      sourceCode,
      reads,
      layout: this.settings,
      contractKeysOfSpread: (spread) => this.contractKeysOfSpread(spread),
      spreadKeys: (spread) => {
        const visible = visibleKeys(sourceCode, spread);
        return visible.exact ? visible.keys : this.spreadKeys(spread);
      },
      showsAllSpreadKeys: (spread) => visibleKeys(sourceCode, spread).exact,
      // Code that reads the result's content would see the members (one more block, more keys in one); a
      // new block also changes the content's type, which a type declared elsewhere may refuse.
      // A type the content has of its own (`[...] satisfies Block[]`, a JSDoc `@satisfies` cast in checked
      // JavaScript) may refuse a new block, and a json block's new keys.
      takesMembers: (content, newBlock) =>
        (!file.typeChecked || !ownContentType(sourceCode, content)) &&
        // Blocks tagged by `type` (MCP's, spread from a typed list) take no untagged block beside them.
        !(newBlock && t !== undefined && holdsTaggedBlocks(t, content)) &&
        !readsKeys(
          sourceCode,
          this.node,
          ["content"],
          file.typeChecked &&
            (newBlock && t !== undefined ? (place: TSESTree.Node) => !takesJsonBlockAt(t, place) : () => true),
          reads,
        ),
      isJson: (value, spread) =>
        // Types say what the checks keep: in a file TypeScript does not check, only the syntax shows JSON. A
        // spread's argument is an object: its type must be one of JSON, as an object of what it spreads.
        t !== undefined && file.typeChecked
          ? (!spread || isJsonValue(t, value, true)) &&
            isShownJson(
              sourceCode,
              value,
              { json: (node, objects) => isJsonValue(t, node, false, objects), kind: (node) => valueKind(t, node) },
              0,
              spread,
            )
          : isJsonBySyntax(
              sourceCode,
              value,
              !file.typeChecked ? "unchecked" : file.namesAreScoped ? "checked" : "none",
              spread,
            ),
      typed: t !== undefined,
      ownPlaceTakesBlock: () => {
        if (!file.typeChecked) return true;
        const use = valueOf(this.node);
        const place = typedPlace(sourceCode, this.node, use, use.parent as TSESTree.Node);
        return place === undefined || (t !== undefined && takesJsonBlockAt(t, place));
      },
      mayDeclare: (key) => {
        if (t !== undefined) return contextMayHaveProperty(t, this.node, key);
        if (annotation !== undefined && annotationMayHave(sourceCode, annotation, key, known)) return true;
        // Without types, a type of the file with the key may reach the literal where no annotation shows it.
        if (!file.typeChecked) return false;
        const declared = declaredPropertyNames(sourceCode);
        if (declared.any || declared.names.has(key)) return true;
        // So may a JSDoc type of a checked JavaScript file, and the parameter of a function declared
        // elsewhere (a `.d.ts` global, an import) that the literal is given to.
        if (file.javascript && jsDocMayDeclare(sourceCode, key)) return true;
        const callee = foreignCallee(sourceCode, this.node);
        if (callee === undefined) return false;
        const imported = moduleExportOf(sourceCode, callee);
        return (
          imported === undefined ||
          !(matchesModule(DECLARING_PACKAGES, imported.module) || isNodeModule(imported.module))
        );
      },
      isSuppressed: (member: OffendingMember) =>
        isSuppressed(
          sourceCode,
          `${file.prefix}/${member.kind === "key" ? "no-extra-keys" : "no-spread"}`,
          member.node,
        ),
      turnsOff: (rule, node) => isSuppressed(sourceCode, `${file.prefix}/${rule}`, node),
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
    return t ? expressionStringLiterals(t, node) : undefined;
  }
}

/**
 * Whether a result's content has a type of its own: under `as` or `satisfies`, or after a JSDoc `@type` or
 * `@satisfies` comment between its key and its value (a cast of a parenthesized array, in checked JavaScript).
 */
function ownContentType(sourceCode: SourceCode, content: TSESTree.Node): boolean {
  if (unwrap(content) !== content) return true;
  const property = content.parent;
  return (
    property?.type === AST_NODE_TYPES.Property &&
    /@(?:type|satisfies)\b/u.test(sourceCode.text.slice(property.key.range[1], content.range[0]))
  );
}
