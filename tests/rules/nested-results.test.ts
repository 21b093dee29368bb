// Results nested in the json blocks of other results, deeper than ESLint's ten fix passes: one
// `eslint --fix` run moves every level's telemetry (the outer and inner moves are separate small edits,
// so ESLint applies many levels in one pass), and the fixed code keeps every value. The print width is
// wide enough for the deepest level: at 80 columns a level deep enough that its moved member no longer
// fits would be left as a suggestion (Prettier would break that member, the fix does not). On one line, a
// level lies inside about four lists of the levels around it, and the fix writes anew at most
// MAX_HOLDER_CHAIN (64) of them: 16 levels, where a deeper level would be a suggestion (red-team HD27-04:
// a thousand levels took a minute under oxlint, and overflowed its stack).
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";

function nested(levels: number): string {
  let inner = `{ status: "success", content: [{ text: "0" }], frames: 0 }`;
  for (let i = 1; i <= levels; i++) {
    inner = `{ status: "success", content: [{ text: "${i}" }, { json: { nested: ${inner} } }], frames: ${i} }`;
  }
  return `export const result = ${inner};\n`;
}

/** Every `frames` value of a result tree, outermost first, read from the json blocks after the fix. */
function framesOf(value: unknown): number[] {
  const result = value as { content: { json?: { nested?: unknown; frames?: number } }[] };
  const json = Object.assign({}, ...result.content.map((block) => block.json ?? {})) as {
    nested?: unknown;
    frames?: number;
  };
  return [json.frames as number, ...(json.nested === undefined ? [] : framesOf(json.nested))];
}

describe("results nested deeper than ESLint's ten fix passes", () => {
  it.each([12, 16])("%i levels are fixed by one --fix run, with every value kept", async (levels) => {
    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: [plugin.configs.recommended, { settings: { "tool-result": { printWidth: 1000 } } }],
      fix: true,
      stats: true,
    });
    const [fixed] = await eslint.lintText(nested(levels), { filePath: "nested.js" });
    expect(fixed!.messages).toEqual([]);
    expect(fixed!.stats!.fixPasses).toBeLessThan(10);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(fixed!.output!).toString("base64")}`)) as {
      result: unknown;
    };
    expect(framesOf(module.result)).toEqual(Array.from({ length: levels + 1 }, (_, i) => levels - i));
  });
});
