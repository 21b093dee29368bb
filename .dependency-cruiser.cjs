// Import rules for src/ (`npm run lint` runs them): no cycles, type-only imports included, and the
// layers of docs/architecture.md, which import only downwards:
//   common -> contract -> runtime/validate -> runtime/agent
//   common -> contract -> rules/ast -> rules/types -> rules/detection -> rules/fix -> rules (visitor, rule files)
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
