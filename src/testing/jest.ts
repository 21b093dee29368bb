/**
 * `setupFilesAfterEnv: ["eslint-plugin-tool-result/testing/jest"]` in a jest config: registers
 * `expect(value).toBeToolResult(contract?)` on jest's global `expect` and declares its type for
 * `@types/jest`. (With `@jest/globals`, add the same method to `declare module "expect" { interface
 * Matchers<R> }` in your own declarations.)
 */
import { toolResultMatchers, type ToolResultMatchers } from "./matchers.js";

const { expect } = globalThis as { expect?: { extend?: (matchers: object) => void } };
if (typeof expect?.extend !== "function") {
  throw new Error(
    "eslint-plugin-tool-result/testing/jest: there is no global expect here. Load this module from jest's " +
      "setupFilesAfterEnv, or call expect.extend(toolResultMatchers) with the expect you use.",
  );
}
expect.extend(toolResultMatchers);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- @types/jest declares its matchers in this namespace
  namespace jest {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars -- @types/jest's parameters
    interface Matchers<R, T = {}> extends ToolResultMatchers<R> {}
  }
}
