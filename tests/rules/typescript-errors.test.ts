import { createRequire } from "node:module";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isMissing, isTypeScriptFailure, whenTypeScriptAnswers } from "../../src/rules/types/typescript-errors.js";

// TypeScript's assertion helper, which its checker calls when it meets code it cannot handle (not in
// its public typings).
const { Debug } = ts as unknown as { Debug: { fail(message: string): never } };

describe("which errors a type query may swallow", () => {
  it("TypeScript's own failures fall back; an error of the plugin's code propagates", () => {
    let thrown: unknown;
    try {
      Debug.fail("checker assertion");
    } catch (error) {
      thrown = error;
    }
    expect(isTypeScriptFailure(thrown)).toBe(true);
    expect(whenTypeScriptAnswers(() => Debug.fail("x"), "fallback")).toBe("fallback");
    // A bug of ours (a property of undefined) is not TypeScript's: it reaches ESLint with the rule's name.
    const ours = () => (undefined as unknown as { checker: { x: number } }).checker.x;
    expect(() => whenTypeScriptAnswers(ours, 0)).toThrow(TypeError);
    expect(isTypeScriptFailure("a string")).toBe(false);
  });

  it("a module or file that is not there is missing; other failures are not", () => {
    let notFound: unknown;
    try {
      createRequire(import.meta.url)("no-such-package-for-this-test");
    } catch (error) {
      notFound = error;
    }
    expect(isMissing(notFound)).toBe(true);
    expect(isMissing(Object.assign(new Error("no file"), { code: "ENOENT" }))).toBe(true);
    expect(isMissing(new SyntaxError("Unexpected token"))).toBe(false);
    expect(isMissing(null)).toBe(false);
  });
});
