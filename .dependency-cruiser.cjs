// Import rules for src/ (`npm run lint` runs them): no cycles, type-only imports included, and the
// layers of docs/architecture.md, which import only downwards; every folder of src/ has a rule:
//   common -> contract -> runtime/validate -> runtime/agent -> testing
//   common -> contract -> frameworks -> rules/ast -> rules/types -> rules/detection -> rules/fix -> rules
//   rules -> configs.ts (with parser/) -> index.ts -> cli/
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "Modules must not import each other, directly or through others (type-only imports count too).",
      from: {},
      to: { circular: true },
    },
    {
      name: "common-is-the-floor",
      severity: "error",
      comment: "src/common/ holds helpers everyone uses; it imports nothing else from src/.",
      from: { path: "^src/common/" },
      to: { path: "^src/", pathNot: "^src/common/" },
    },
    {
      name: "contract-is-data",
      severity: "error",
      comment: "The contract is data read by the rules, the runtime and the JSON Schema; it imports none of them.",
      from: { path: "^src/contract/" },
      to: { path: "^src/", pathNot: "^src/(contract|common)/" },
    },
    {
      name: "runtime-apart-from-rules",
      severity: "error",
      comment: "The runtime entry ships without ESLint: it never imports the rules or the plugin.",
      from: { path: "^src/runtime/" },
      to: { path: "^src/(rules/|index\\.ts|configs\\.ts)" },
    },
    {
      name: "validation-below-agent",
      severity: "error",
      comment: "The agent runtime imports the validation; the validation never imports the agent runtime.",
      from: { path: "^src/runtime/validate/" },
      to: { path: "^src/runtime/agent/" },
    },
    {
      name: "rules-apart-from-runtime",
      severity: "error",
      comment: "The rules read the contract, not the runtime.",
      from: { path: "^src/rules/" },
      to: { path: "^src/runtime/" },
    },
    {
      name: "ast-knows-no-tool-results",
      severity: "error",
      comment: "rules/ast/ holds syntax helpers that know nothing of tool results.",
      from: { path: "^src/rules/ast/" },
      to: { path: "^src/(rules/(?!ast/)|contract/)" },
    },
    {
      name: "types-below-detection",
      severity: "error",
      comment: "rules/types/ answers type queries; it never imports detection, the fix or the rules.",
      from: { path: "^src/rules/types/" },
      to: { path: "^src/rules/(?!(ast|types)/)" },
    },
    {
      name: "detection-below-fix",
      severity: "error",
      comment: "Detection decides what a tool result is; it imports nothing from the fix or the rules.",
      from: { path: "^src/rules/detection/" },
      to: { path: "^src/rules/(?!(ast|types|detection)/)" },
    },
    {
      name: "fix-below-rules",
      severity: "error",
      comment: "The fix builds edits for the rules; it imports no rule and not the visitor.",
      from: { path: "^src/rules/fix/" },
      to: { path: "^src/rules/(?!(ast|types|detection|fix)/)" },
    },
    {
      name: "frameworks-are-data",
      severity: "error",
      comment: "src/frameworks/ describes tool APIs as data for detection and the rules; it imports only the contract.",
      from: { path: "^src/frameworks/" },
      to: { path: "^src/", pathNot: "^src/(frameworks|contract|common)/" },
    },
    {
      name: "runtime-knows-no-frameworks",
      severity: "error",
      comment: "The runtime checks values against a contract; the tool APIs' declarations are the rules' business.",
      from: { path: "^src/runtime/" },
      to: { path: "^src/frameworks/" },
    },
    {
      name: "rules-below-plugin",
      severity: "error",
      comment:
        "The rules are made before the plugin object: nothing in rules/ imports configs, the plugin, the CLI or the test helpers.",
      from: { path: "^src/rules/" },
      to: { path: "^src/(index\\.ts|configs\\.ts|cli/|testing/|parser/)" },
    },
    {
      name: "parser-stands-alone",
      severity: "error",
      comment: "src/parser/ picks the parser for configs.recommended; it imports nothing else from src/.",
      from: { path: "^src/parser/" },
      to: { path: "^src/", pathNot: "^src/parser/" },
    },
    {
      name: "configs-below-plugin",
      severity: "error",
      comment: "configs.ts names the rules and the parser; the plugin object (index.ts) imports it, never the reverse.",
      from: { path: "^src/configs\\.ts$" },
      to: { path: "^src/(index\\.ts|cli/|testing/|runtime/)" },
    },
    {
      name: "plugin-below-cli",
      severity: "error",
      comment: "The plugin object knows nothing of the CLI, the test helpers or the runtime.",
      from: { path: "^src/index\\.ts$" },
      to: { path: "^src/(cli/|testing/|runtime/)" },
    },
    {
      name: "cli-on-top",
      severity: "error",
      comment: "The check command uses the plugin; only the test helpers reach it, by a dynamic import at run time.",
      from: { path: "^src/", pathNot: "^src/(cli|testing)/" },
      to: { path: "^src/cli/" },
    },
    {
      name: "testing-static-imports-stay-light",
      severity: "error",
      comment:
        "The test helpers load the runtime statically and ESLint only when a lint runs (cli/lint.ts, dynamically): no static import of the rules or the plugin.",
      from: { path: "^src/testing/" },
      to: { path: "^src/(rules/|frameworks/|index\\.ts|configs\\.ts|parser/)", dependencyTypesNot: ["dynamic-import"] },
    },
    {
      name: "typescript-only-in-types",
      severity: "error",
      comment: "Only rules/types/ touches TypeScript.",
      from: { path: "^src/", pathNot: "^src/rules/types/" },
      to: { path: "node_modules/typescript/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.build.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
