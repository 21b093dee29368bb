/** The tool APIs the rules know, one file each (docs/frameworks.md says how to add one). */
import { aiSdk } from "./ai-sdk.js";
import { claudeAgentSdk } from "./claude-agent-sdk.js";
import { fastmcp } from "./fastmcp.js";
import { googleAdk } from "./google-adk.js";
import { langchain } from "./langchain.js";
import { mcp, mcpV2 } from "./mcp.js";
import { mcpFramework } from "./mcp-framework.js";
import { openaiAgents } from "./openai-agents.js";
import { runtime } from "./runtime.js";
import { strands } from "./strands.js";
import { escapeRegExp, matchesModule, moduleMention, type DeclaredType, type ToolApi } from "./types.js";

export type { ArgumentPath, Consequences, DeclaredType, Returns, SiteForm, ToolApi } from "./types.js";
export { matchesModule, moduleMention } from "./types.js";
export { MCP_LEGACY_RESULT_KEY } from "./mcp.js";

export const TOOL_APIS: readonly ToolApi[] = [
  strands,
  runtime,
  mcp,
  mcpV2,
  claudeAgentSdk,
  fastmcp,
  mcpFramework,
  openaiAgents,
  aiSdk,
  langchain,
  googleAdk,
];

/** Every module that any tool API is imported from: a file that mentions none of them has no tool site. */
export const TOOL_API_MODULES: readonly string[] = TOOL_APIS.flatMap((api) => api.modules);

/** Finds a quoted mention of any tool API's module in a file's text. */
export const TOOL_API_MENTION: RegExp = moduleMention(TOOL_API_MODULES);

const BY_NAME_METHODS = new Set(
  TOOL_APIS.flatMap((api) =>
    api.sites.flatMap((site) =>
      site.kind === "method" && (site.byNameUnderItsPreset || site.byNameBesideItsBlocks) ? [site.method] : [],
    ),
  ),
);
/**
 * Finds a call of a method that declares a tool by its name alone, under its API's preset
 * (`byNameUnderItsPreset`) or beside its blocks (`byNameBesideItsBlocks`): a file with one may have a
 * tool site without a mention of a module.
 */
export const BY_NAME_METHOD_MENTION: RegExp = new RegExp(String.raw`\.(?:${[...BY_NAME_METHODS].join("|")})\s*\(`, "u");

/**
 * Finds a content block written out of a contract of tagged blocks of an API with a method form
 * `byNameBesideItsBlocks` (MCP's `type: "text"`, quoted or not): what shows that a file builds the
 * API's results.
 */
export const BY_NAME_BLOCKS_MENTION: RegExp = (() => {
  const tags = new Set<string>();
  const kinds = new Set<string>();
  for (const api of TOOL_APIS) {
    const blocks = api.returns.kind === "result" ? api.returns.contract.taggedBlocks : undefined;
    if (!blocks || !api.sites.some((site) => site.kind === "method" && site.byNameBesideItsBlocks)) continue;
    tags.add(blocks.tag);
    for (const kind of Object.keys(blocks.kinds)) kinds.add(kind);
  }
  const tag = [...tags].map(escapeRegExp).join("|");
  const kind = [...kinds].map(escapeRegExp).join("|");
  return new RegExp(`["']?\\b(?:${tag})["']?\\s*:\\s*[\`"'](?:${kind})[\`"']`, "u");
})();

/**
 * Finds a quoted mention of a module whose import shows a removed declaration form (`removed.modules` of
 * every site): a file that mentions none of them has no removed form to report.
 */
export const REMOVED_FORM_MENTION: RegExp = moduleMention(
  TOOL_APIS.flatMap((api) =>
    api.sites.flatMap((site) => (site.kind === "method" ? (site.removed?.modules ?? []) : [])),
  ),
);

/** A type a tool API declares (its `declaredTypes`), with the API. */
export interface DeclaredTypeOf {
  readonly api: ToolApi;
  readonly type: DeclaredType;
  /** The packages that declare it: its own `packages`, else the API's modules. */
  readonly packages: readonly string[];
  /** Whether another package declares it (the Claude Agent SDK's handlers return the MCP SDK's type). */
  readonly borrowed: boolean;
}

/**
 * Every type the tool APIs declare, in `TOOL_APIS` order: the one list detection reads (syntax by the
 * imports an annotation names, typed mode by the types the checker gives).
 */
export const DECLARED_TYPES: readonly DeclaredTypeOf[] = TOOL_APIS.flatMap((api) =>
  (api.declaredTypes ?? []).map((type): DeclaredTypeOf => {
    const packages = type.packages ?? api.modules;
    return { api, type, packages, borrowed: !api.modules.some((m) => matchesModule(packages, m)) };
  }),
);

/** Every package that declares one: a file that mentions none of them cannot import one. */
export const DECLARING_PACKAGES: readonly string[] = [...new Set(DECLARED_TYPES.flatMap((d) => d.packages))];

/**
 * Which of the declared types that fit a type (the same name, or shape, and package) is the one a file
 * means: one an API borrows from another package, where the file imports that API (the MCP SDK's
 * `CallToolResult` beside the Claude Agent SDK is Claude's), else one its own package's API declares.
 */
export function pickDeclared(fits: readonly DeclaredTypeOf[], fileText: string): DeclaredTypeOf | undefined {
  let own: DeclaredTypeOf | undefined;
  for (const fit of fits) {
    if (!fit.borrowed) {
      own ??= fit;
      continue;
    }
    if (moduleMention(fit.api.modules).test(fileText)) return fit;
  }
  return own;
}

/** The declared type that the export `name` of the import `module` is, as the file means it. */
export function declaredTypeImported(module: string, name: string, fileText: string): DeclaredTypeOf | undefined {
  const fits = DECLARED_TYPES.filter((d) => d.type.name === name && matchesModule(d.packages, module));
  return fits.length === 0 ? undefined : pickDeclared(fits, fileText);
}
