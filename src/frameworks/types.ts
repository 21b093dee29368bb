/**
 * What the rules know of a tool API, as data: how its tools are declared in code (so that detection can
 * find the callbacks whose return value is a tool result), what becomes of that return value, and how the
 * framework learns that a tool failed. One file of `src/frameworks/` describes one tool API; detection
 * (`src/rules/detection/tool-sites.ts`) and the rules read these descriptions and nothing else about
 * frameworks. docs/frameworks.md says how to add one.
 */
import type { ToolResultContract } from "../contract/index.js";

/** Where a callback (or a result) sits in a call: an argument, or a property of an object argument. */
export interface ArgumentPath {
  /** The argument's index; `"last"` for the last argument (variadic APIs). */
  readonly argument: number | "last";
  /** A property of that argument, when it is an object literal (`tool({ execute })`). */
  readonly property?: string;
}

/** A way a tool is declared in code. */
export type SiteForm =
  /** A call of an export: `tool({ execute })`, `tool(name, description, shape, handler)`. */
  | {
      readonly kind: "call";
      readonly export: string;
      readonly callback: ArgumentPath;
      /** Where the tool's options are (its `outputSchema`), when the API has them. */
      readonly config?: ArgumentPath;
      /** A call with fewer arguments is another overload (not a tool declaration). */
      readonly minArguments?: number;
    }
  /** A `new` of an exported class: `new FunctionTool({ callback })`. */
  | {
      readonly kind: "new";
      readonly export: string;
      readonly callback: ArgumentPath;
      readonly config?: ArgumentPath;
      readonly minArguments?: number;
    }
  /**
   * A method called on an object the framework makes: `server.registerTool(name, config, callback)`.
   * The receiver is one of the framework's `servers` (made by `new`, annotated with its type, or of
   * unknown origin in a file that imports the framework's `serverModules`).
   */
  | {
      readonly kind: "method";
      readonly method: string;
      readonly callback: ArgumentPath;
      readonly config?: ArgumentPath;
      readonly minArguments?: number;
      /** The first argument must be this export (`CallToolRequestSchema`) or this string (`"tools/call"`). */
      readonly firstArgument?: { readonly export?: string; readonly string?: string };
      /**
       * This form throws at run time (MCP v2 has no `server.tool`): the reason, for a report, and the
       * modules whose import shows it (mcp-handler 1.x still hands out a 1.x server, which has the form).
       */
      readonly removed?: { readonly reason: string; readonly modules: readonly string[] };
      /**
       * Under settings whose contract is of the API's kind (tagged blocks, `preset: "mcp"`), a receiver of
       * unknown origin is a server even in a file that mentions none of the API's modules: a handler
       * module that gets the server as a parameter (`export const register = (server) =>
       * server.registerTool(name, config, callback)`). Only for a method whose name says the API.
       */
      readonly byNameUnderItsPreset?: true;
      /**
       * Under any settings, a receiver of unknown origin is a server in a file that builds the API's
       * content blocks (`type: "text"`, of its contract's tagged blocks), when the first argument is a
       * tool's name (a string, a template, a name or a member): a JavaScript or compiled handler module
       * whose SDK imports were type-only or absent (`export function configure(server) {
       * server.tool(NAMES.list, description, shape, callback) }`). Only for a method whose name says the API.
       */
      readonly byNameBesideItsBlocks?: true;
      /**
       * The SDK sends a non-object `structuredContent` (an array, a string) wrapped as `{ result: ... }`
       * to clients of protocol revision 2025-11-25, and adds a text block with its JSON where the result
       * has none (the MCP SDK 2.x's `McpServer`): where one of these modules is imported.
       */
      readonly wrapsNonObjectStructuredContent?: { readonly modules: readonly string[] };
    }
  /** A class that extends an exported base class, with the method whose return is the result. */
  | { readonly kind: "class"; readonly extends: string; readonly method: string }
  /**
   * A `new` of an exported class whose argument is itself a tool result: `new ToolResultBlock({ ... })`.
   * The class is recognised by its name too where it is declared or imported by a relative path (the
   * framework's own code). `presetArgument` is the index of an argument naming the contract's preset.
   */
  | {
      readonly kind: "result-argument";
      readonly export: string;
      readonly argument: number;
      readonly contract: ToolResultContract;
      readonly presetArgument?: number;
      /** Whether its constructor copies only the contract's keys (so any other key is dropped there). */
      readonly copiesOnlyContractKeys?: boolean;
    };

/** What becomes of what a tool callback returns. */
export type Returns =
  /**
   * It is a tool result of this contract: its keys are checked against it. `contractOption` names the
   * declaration's option that picks another contract (a preset name), when the API has one.
   */
  | {
      readonly kind: "result";
      readonly contract: ToolResultContract;
      readonly contractOption?: string;
      /** A returned object without `content` is read as no output (the Claude Agent SDK). */
      readonly contentRequired?: boolean;
      /**
       * The key of an older protocol's result form (MCP 2024-10-07: `{ toolResult }`): current clients
       * read `content` and find none, and what the key holds goes on unparsed, as no result's blocks.
       */
      readonly legacyResultKey?: string;
      /** A plain object, number or boolean returned without an `outputSchema` fails the call (fastmcp). */
      readonly strictWithoutOutputSchema?: boolean;
    }
  /**
   * It is data that the framework turns into a result: a tool result of another contract returned here
   * is a mistake the rules report.
   */
  | {
      readonly kind: "data";
      /** What the framework does with what a callback returns, as a message says it. */
      readonly wrapped: string;
      /** What becomes of a result of another framework returned here, as a message says it. */
      readonly foreign?: string;
      /**
       * Structured outputs the framework reads, by tag value, with the fields each keeps (OpenAI Agents'
       * `{ type: "text", text }`): any other field is dropped.
       */
      readonly outputs?: { readonly tag: string; readonly kinds: Readonly<Record<string, readonly string[]>> };
      /** A declaration option that makes the callback return a two-item `[content, artifact]` array. */
      readonly tupleOption?: { readonly key: string; readonly value: string };
      /** A returned `{ error }` is what the framework makes of a throw too: no error is lost. */
      readonly errorsAsData?: boolean;
      /**
       * The framework has a `{ status, content }` result of its own, which a tool returns by mistake
       * (Strands' ToolResult): reported with what the model gets of it, and suggestions to fix it.
       */
      readonly ownResultShape?: boolean;
    };

/** What happens to what a result carries beside its contract, as messages say it (`{{key}}`, `{{field}}`). */
export interface Consequences {
  /** A top-level key outside the contract. */
  readonly extraKey?: string;
  /** A block field outside the block's kind. */
  readonly extraBlockField?: string;
  /** Text blocks are dropped when `structuredContent` is set (the Claude Agent SDK). */
  readonly textBesideStructuredContent?: boolean;
}

/**
 * A type a package declares for what a tool returns, read from its published `.d.ts` (fastmcp's
 * `ContentResult`, the MCP SDK's `CallToolResult`). Detection finds a literal of it where no tool site is
 * in view, such as a helper module that only imports the type: by the import an annotation names (syntax:
 * `(): Promise<ContentResult>`, `const r: ContentResult`, `satisfies`, `as`), and in typed mode by the
 * literal's contextual type, however it is reached (`ReturnType<...>`, an alias, a callback's parameter
 * type, a union).
 */
export interface DeclaredType {
  /** The exported name. */
  readonly name: string;
  /**
   * The npm packages that declare it: an import from one of them (or a subpath) names it, and typed mode
   * reads the package of the file that declares the checker's type. The API's own `modules` when absent.
   * A type another package declares (the Claude Agent SDK's handler returns the MCP SDK's CallToolResult)
   * is this API's only in a file that imports one of the API's modules; elsewhere it is its own package's.
   */
  readonly packages?: readonly string[];
  /**
   * For a type the checker keeps no name of (the MCP SDK 1.x infers `CallToolResult` from a zod schema, so
   * its type is an anonymous object type declared in the SDK): every property it has, by which typed mode
   * knows it, together with its package.
   */
  readonly properties?: readonly string[];
  /**
   * What a literal of the type is: a tool result of this contract (checked by the rules as at this API's
   * tool sites, in this API's words), or one of the structured outputs this API's `returns.outputs` lists.
   */
  readonly is: { readonly kind: "result"; readonly contract: ToolResultContract } | { readonly kind: "output" };
}

export interface ToolApi {
  /** A short name, used in settings and reports (`mcp`, `strands`). */
  readonly name: string;
  /** How the docs and messages call it (`the MCP TypeScript SDK`). */
  readonly title: string;
  /** Import specifiers that identify it: exact names, or prefixes ending in `/`. */
  readonly modules: readonly string[];
  readonly sites: readonly SiteForm[];
  readonly returns: Returns;
  /**
   * For `method` sites: the exports whose instances are its servers, and the modules whose import makes
   * a file a server's (where a receiver of unknown origin counts as one).
   */
  readonly servers?: { readonly exports: readonly string[]; readonly serverModules: readonly string[] };
  /** How a tool of this API tells the framework it failed, in words for a message. */
  readonly signalsError: string;
  /** What becomes of what a result carries beside its contract, where the generic words would be wrong. */
  readonly consequences?: Consequences;
  /**
   * The types the package declares for what its tools return, for a result it takes (Strands'
   * `ToolResultBlockData`) or for a part of a return that the API reads (OpenAI Agents' outputs), by which
   * detection finds results built away from any tool site. A package whose callbacks are declared to
   * return `unknown`, `any` or a type parameter has none.
   */
  readonly declaredTypes?: readonly DeclaredType[];
}

/**
 * Whether an import specifier names one of these modules: the module itself, one of its subpaths, or a
 * path into a `node_modules` folder that holds it (`../node_modules/@modelcontextprotocol/sdk/...`).
 */
export function matchesModule(modules: readonly string[], specifier: string): boolean {
  return modules.some(
    (m) =>
      specifier === m ||
      specifier.startsWith(m.endsWith("/") ? m : `${m}/`) ||
      specifier.includes(`node_modules/${m.endsWith("/") ? m : `${m}/`}`),
  );
}

/** Each list's test, made once (the lists are the frameworks' constants). */
const mentions = new WeakMap<readonly string[], RegExp>();

/** `text` as a regular expression's source that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

/**
 * A test of a file's text for an import or require of any of these modules (`"ai"`, `'ai/rsc'`,
 * `"../node_modules/ai/..."`): quoted, so that a short name such as `ai` is not found inside words.
 */
export function moduleMention(modules: readonly string[]): RegExp {
  let mention = mentions.get(modules);
  if (!mention) {
    const names = modules.map((m) => escapeRegExp(m).replace(/\/$/u, ""));
    mention = new RegExp(`["'\`](?:[^"'\`\\n]*/node_modules/)?(?:${names.join("|")})(?=["'\`/])`, "u");
    mentions.set(modules, mention);
  }
  return mention;
}
