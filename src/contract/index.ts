export * from "./presets.js";
export * from "./define.js";
export * from "./settings.js";
export * from "./status-words.js";
export * from "./mcp-messages.js";
