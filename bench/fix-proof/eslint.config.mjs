// The ESLint config of bench/FIX-PROOF.md: the built plugin's configs.recommended (run `npm run build`
// first) over the SDK's files, with `preset: "strands"` when FIX_PROOF_PRESET=strands, the default preset
// otherwise. The SDK's own ESLint config is not used. Pass it with `eslint -c <this file>`.
import plugin from "../../dist/index.js";

const preset = process.env.FIX_PROOF_PRESET;
if (preset !== undefined && preset !== "strands") {
  throw new Error(`FIX_PROOF_PRESET=${preset}: use strands, or leave it unset for the default preset.`);
}
export default [
  { ignores: ["**/node_modules/**", "**/dist/**"] },
  { linterOptions: { reportUnusedDisableDirectives: "off" } },
  preset ? { ...plugin.configs.recommended, settings: { "tool-result": { preset } } } : plugin.configs.recommended,
];
