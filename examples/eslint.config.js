// The whole set-up a project needs: the plugin's recommended config, which brings the files it lints
// and a parser for them (typescript-eslint's, installed here, for TypeScript).
import toolResult from "eslint-plugin-tool-result";

export default [{ ignores: ["agent/dist/"] }, toolResult.configs.recommended];
