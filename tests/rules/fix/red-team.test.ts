/**
 * Named regression tests from a fourth outside red-team run (inputs in tests/fixtures/red-team/): files
 * where `--fix` once changed what code of the file reads, the order of effects, what a directive covers,
 * the type-check or Prettier's layout. Each must now be left unchanged by `--fix` (the move is a
 * suggestion, or is not offered). One file per root cause, then variants of the same causes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import plugin from "../../../src/index.js";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/red-team");

/** [id, file, what the fix once broke]; the same id for a variant of the same cause. */
const cases: readonly (readonly [string, string, string])[] = [
  ["R1", "a01-push.mjs", "read: pushed to an array"],
  ["R2", "a02-promise-all.mjs", "read: Promise.all of a map"],
  ["R3", "a04-callback.mjs", "read: a callback parameter called with the result"],
  ["R4", "a05-method-arg.mjs", "read: a method of the file given the result"],
  ["R5", "a12-copy-fn.mjs", "read: a copy of a function of the file"],
  ["R6", "a11-reassigned-fn.mjs", "read: a let function reassigned before the call"],
  ["R7", "a06-new-arg.mjs", "read: a constructor of the file"],
  ["R8", "a08-arguments.mjs", "read: a function that reads arguments[0]"],
  ["R9", "a09-assign-value.mjs", "read: the value of an assignment"],
  ["R10", "a10-this-holder.mjs", "read: a method of the holder object through this"],
  ["R11", "a30-getter-this.mjs", "read: a getter of the result itself"],
  ["R12", "a14-tagged.mjs", "read: a tagged template's value"],
  ["R13", "a15-hasinstance.mjs", "read: instanceof with Symbol.hasInstance"],
  ["R14", "a17-tojson.mjs", "read: a toJSON method that JSON.stringify calls"],
  ["R15", "a18-proxy.mjs", "read: a Proxy trap the engine calls"],
  ["R16", "a26-jsx.jsx", "read: a JSX attribute of a component of the file"],
  ["R17", "a32-with.cjs", "read: a with statement"],
  ["R18", "a40-hasown-call.mjs", "read: Object.prototype.hasOwnProperty.call"],
  ["R19", "a31-als.mjs", "read: what AsyncLocalStorage#run returns"],
  ["R20", "a33-self.mjs", "read: the module imported by itself"],
  ["R21", "o01-import-tdz.mjs", "order: an import binding read before it is initialized"],
  ["R22", "c13-disable-range.mjs", "directive: code moved out of a disabled range"],
  ["R23", "t01-record-json.ts", "type: keys merged into a json block typed elsewhere"],
  ["R24", "t02-let-reassigned.ts", "type: a let whose later literal keeps the key"],
  ["R25", "p06-concise-array.mjs", "prettier: an array of objects that Prettier would join"],
  ["R1", "a16-jsx-arg.mjs", "read: a JSX expression"],
  ["R1", "a37-label-for.mjs", "read: a labelled loop"],
  ["R1", "a27-fromentries.mjs", "read: Object.fromEntries"],
  ["R1", "a43-defineproperty.mjs", "read: Object.defineProperty"],
  ["R1", "a35-default-export-fn.mjs", "read: a default-exported function called in the file"],
  ["R2", "a44-race.mjs", "read: Promise.race"],
  ["R3", "a03-resolve.mjs", "read: resolve of a new Promise"],
  ["R3", "a25-emitter.mjs", "read: an event emitter's listener"],
  ["R3", "a21-next.mjs", "read: a generator's next(value)"],
  ["R4", "a38-opt-call.mjs", "read: an optional call of a method"],
  ["R5", "a13-call-fn.mjs", "read: .call of a function of the file"],
  ["R7", "a07-super-arg.mjs", "read: super(result)"],
  ["R9", "a20-memo.mjs", "read: a memoizer's ??="],
  ["R15", "a19-create.mjs", "read: a property descriptor's getter"],
  ["R15", "a23-descriptor.mjs", "read: a descriptor's value called"],
  ["R15", "a29-static-getter.mjs", "read: Reflect.get of a static getter"],
  ["R18", "a41-stringify-alias.mjs", "read: JSON.stringify destructured"],
  ["R18", "a42-globalthis-json.mjs", "read: globalThis.JSON.stringify"],
  ["R19", "a22-map-call.mjs", "read: Array.prototype.map.call"],
  ["R22", "c15-disable-in-array.mjs", "directive: code moved out of a disabled range in an array"],
];

describe("inputs of the fourth red-team run: --fix leaves them unchanged", () => {
  it.each(cases)("%s %s (%s)", (id, file) => {
    const filename = path.join(dir, file);
    const code = readFileSync(filename, "utf8");
    const config: Linter.Config[] = [
      { files: ["**/*.ts"], languageOptions: { parser: tsParser } },
      { files: ["**/*.jsx"], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } },
      { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs" } },
      plugin.configs.recommended,
      { settings: { "tool-result": { printWidth: 80 } } },
      // Only the plugin's fix may change the file; R22 needs a rule its directive turns off.
      { linterOptions: { reportUnusedDisableDirectives: "off" } },
      ...(id === "R22" ? [{ rules: { eqeqeq: "error" as const } }] : []),
    ];
    const result = new Linter({ configType: "flat", cwd: dir }).verifyAndFix(code, config, { filename });
    expect(result.output).toBe(code);
    // It is still reported.
    expect(result.messages.some((m) => m.ruleId?.startsWith("tool-result/"))).toBe(true);
  });
});
