/** @type {import('eslint-doc-generator').GenerateOptions} */
export default {
  configEmoji: [
    ["recommended", "✅"],
    ["recommended-type-checked", "☑️"],
  ],
  ruleDocTitleFormat: "prefix-name",
  ruleListColumns: ["name", "description", "configsError", "fixable", "hasSuggestions", "requiresTypeChecking"],
};
