/** @type {import('eslint-doc-generator').GenerateOptions} */
export default {
  configEmoji: [
    ["recommended", "✅"],
    ["recommended-type-checked", "☑️"],
  ],
  ruleDocTitleFormat: "prefix-name",
  // Every rule doc has an "Options" section, also for rules without options (it says where the contract comes from).
  ruleDocSectionOptions: false,
  ruleListColumns: ["name", "description", "configsError", "fixable", "hasSuggestions", "requiresTypeChecking"],
};
