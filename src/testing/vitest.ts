/**
 * `import "eslint-plugin-tool-result/testing/vitest"` (in a test file or in `test.setupFiles`):
 * registers `expect(value).toBeToolResult(contract?)` with vitest and declares its type.
 */
import { expect } from "vitest";
import { toolResultMatchers, type ToolResultMatchers } from "./matchers.js";

expect.extend(toolResultMatchers);

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type -- vitest's own declaration
  interface Matchers<T = any> extends ToolResultMatchers<T> {}
}
