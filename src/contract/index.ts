export * from "./presets.js";
export * from "./settings.js";
