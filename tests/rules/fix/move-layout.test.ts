/**
 * Named regression tests of the move's layout in its surroundings: the first three from files that
 * Prettier formatted and that failed `prettier --check` after the move on the MCP TypeScript SDK's own
 * code (bench/FIX-PROOF.md: a result inside an object on the same line, a comma that makes the line of
 * the list's last item too long), then where the layout options come from (the object, the indentation
 * around a one-line object, the settings that stand for Prettier's options where the code shows nothing).
 * Each case states the output, and checks it with Prettier under the file's options.
 */
import { Linter } from "eslint";
import * as prettier from "prettier";
import plugin from "../../../src/index.js";

interface Case {
  readonly name: string;
  readonly settings: Record<string, unknown>;
  readonly prettier: prettier.Options;
  /** The suggestion to apply (`into _meta`); else the file is fixed. */
  readonly suggestion?: string;
  readonly code: string;
  readonly output: string;
}

const cases: readonly Case[] = [
  {
    name: "a result inside an object on its line: the outer object breaks, as in Prettier (fix)",
    settings: { printWidth: 100 },
    prettier: { printWidth: 100 },
    code: `export function run() {
  emit({ id: 1, result: { status: "success", content: [{ text: "aaaaaaaaaaaa" }], frames: 512 } });
}
`,
    output: `export function run() {
  emit({
    id: 1,
    result: { status: "success", content: [{ text: "aaaaaaaaaaaa" }, { json: { frames: 512 } }] },
  });
}
`,
  },
  {
    name: "an MCP result inside a JSON-RPC response on its line: the response breaks (suggestion)",
    settings: { preset: "mcp", printWidth: 100 },
    prettier: { printWidth: 100 },
    suggestion: "_meta",
    code: `export function reply(send, id) {
  send({ jsonrpc: "2.0", id, result: { elapsedMs: 1, content: [{ type: "text", text: "done" }] } });
}
`,
    output: `export function reply(send, id) {
  send({
    jsonrpc: "2.0",
    id,
    result: { content: [{ type: "text", text: "done" }], _meta: { elapsedMs: 1 } },
  });
}
`,
  },
  {
    name: "the import list's habit is not read: settings trailingComma none decides for the object (fix)",
    settings: { printWidth: 100, trailingComma: "none" },
    prettier: { printWidth: 100, trailingComma: "none" },
    code: `import {
  aaaaaaaaaaaaaaaaaaaaaaaaaa,
  bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb,
  cccccccccccccccccccccccc
} from "x";
export const run = () => ({ status: "success", content: [{ text: "cccccccccccc" }], frames: 512 });
`,
    output: `import {
  aaaaaaaaaaaaaaaaaaaaaaaaaa,
  bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb,
  cccccccccccccccccccccccc
} from "x";
export const run = () => ({
  status: "success",
  content: [{ text: "cccccccccccc" }, { json: { frames: 512 } }]
});
`,
  },
  {
    name: "an object on several lines shows its own habit, whatever the settings say (fix)",
    settings: { printWidth: 100 },
    prettier: { printWidth: 100, trailingComma: "none" },
    code: `export const run = () => ({
  status: "success",
  content: [{ text: "cccccccccccc" }],
  frames: 512
});
`,
    output: `export const run = () => ({
  status: "success",
  content: [{ text: "cccccccccccc" }, { json: { frames: 512 } }]
});
`,
  },
  {
    name: "a one-line object takes its indentation from the line of the code that holds it, not the settings (fix)",
    settings: { printWidth: 80 },
    prettier: { printWidth: 80, tabWidth: 4 },
    code: `export function run(frames) {
    if (frames > 0) {
        return { status: "success", content: [{ text: "Done." }], frames: 1 };
    }
}
`,
    output: `export function run(frames) {
    if (frames > 0) {
        return {
            status: "success",
            content: [{ text: "Done." }, { json: { frames: 1 } }],
        };
    }
}
`,
  },
  {
    name: "a one-line object at the top level shows no indentation: settings useTabs decides (fix)",
    settings: { printWidth: 80, useTabs: true },
    prettier: { printWidth: 80, useTabs: true },
    code: `export const result = { status: "success", content: [{ text: "Done." }], n: 1 };
`,
    output: `export const result = {
\tstatus: "success",
\tcontent: [{ text: "Done." }, { json: { n: 1 } }],
};
`,
  },
  {
    name: "nothing in the file shows the habit: settings trailingComma none decides (fix)",
    settings: { printWidth: 100, trailingComma: "none" },
    prettier: { printWidth: 100, trailingComma: "none" },
    code: `export const run = () => ({ status: "success", content: [{ text: "cccccccccccc" }], frames: 512 });
`,
    output: `export const run = () => ({
  status: "success",
  content: [{ text: "cccccccccccc" }, { json: { frames: 512 } }]
});
`,
  },
  {
    name: "a member removed between two blank lines leaves one (fix)",
    settings: {},
    prettier: {},
    code: `export function tool() {
  return {
    status: "success",

    frames: 1,

    content: [{ text: "ok" }],
  };
}
`,
    output: `export function tool() {
  return {
    status: "success",

    content: [{ text: "ok" }, { json: { frames: 1 } }],
  };
}
`,
  },
  {
    name: "an object that is a conditional's branch indents by the unit its closing brace shows (fix)",
    settings: {},
    prettier: {},
    code: `export function tool(ok, other) {
  return ok
    ? {
        status: "success",
        content: [{ text: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" }],
        frames: 1,
      }
    : other;
}
`,
    output: `export function tool(ok, other) {
  return ok
    ? {
        status: "success",
        content: [
          { text: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
          { json: { frames: 1 } },
        ],
      }
    : other;
}
`,
  },
  {
    name: "block comments between a moved value and its comma stay before the comma, as Prettier writes them (fix)",
    settings: {},
    prettier: {},
    code: `export function tool() {
  return {
    status: "success",
    content: [{ text: "ok" }],
    framesPerSecondAverage: 512 /* measured */,
    droppedFramesTotal: 3 /* since start */,
  };
}
`,
    output: `export function tool() {
  return {
    status: "success",
    content: [
      { text: "ok" },
      {
        json: {
          framesPerSecondAverage: 512 /* measured */,
          droppedFramesTotal: 3 /* since start */,
        },
      },
    ],
  };
}
`,
  },
  {
    name: "a block comment after the json block's object keeps its place before the comma when the block breaks (fix)",
    settings: {},
    prettier: {},
    code: `export function tool() {
  return {
    status: "success",
    content: [{ json: { alpha: 1, beta: 2, gamma: 3, delta: 4 } /* data */ }],
    frames: 512,
  };
}
`,
    output: `export function tool() {
  return {
    status: "success",
    content: [
      {
        json: { alpha: 1, beta: 2, gamma: 3, delta: 4, frames: 512 } /* data */,
      },
    ],
  };
}
`,
  },
  {
    name: "the comma after a last element goes after its block comment (trailingComma none, fix)",
    settings: { trailingComma: "none" },
    prettier: { trailingComma: "none" },
    code: `export function tool() {
  return {
    status: "success",
    content: [
      { text: "okokokokokokokokokokokokokokokokokokokokokok" } /* first */
    ],
    frames: 512
  };
}
`,
    output: `export function tool() {
  return {
    status: "success",
    content: [
      { text: "okokokokokokokokokokokokokokokokokokokokokok" } /* first */,
      { json: { frames: 512 } }
    ]
  };
}
`,
  },
  {
    name: "DEL in a string is a column, as Prettier counts it: the array breaks (fix)",
    settings: {},
    prettier: {},
    code: `export function tool() {
  return {
    status: "success",
    content: [{ text: "xxxxxxxxxxxxxxxxxxxxxxxxx\u007f" }],
    frames: 512,
  };
}
`,
    output: `export function tool() {
  return {
    status: "success",
    content: [
      { text: "xxxxxxxxxxxxxxxxxxxxxxxxx\u007f" },
      { json: { frames: 512 } },
    ],
  };
}
`,
  },
];

/** Inputs whose moved source would not fit where it goes, so Prettier would lay it out anew: no fix. */
const relaidOut: readonly { readonly name: string; readonly code: string; readonly trailingComma?: "none" }[] = [
  {
    // Prettier breaks the block for its comma; the fix adds the comma and leaves the line to a person.
    name: "the comma after the content's last block makes its line too long",
    trailingComma: "none",
    code: `export function run() {
  return {
    status: "success",
    content: [
      { text: "Teleoperation completed for the arm, the gripper and the cams!" }
    ],
    frames: 1
  };
}
`,
  },
  {
    // Prettier breaks after the colon here (an operator value, however short the key); the fix moves a
    // member as it is, so it leaves the move to a person.
    name: "a short key's operator value that no longer fits one level deeper",
    code: `export function tool(frames) {
  return {
    status: "success",
    content: [{ text: "ok" }],
    note: "Teleoperation completed with " + frames + " frames recorded ok",
  };
}
`,
  },
  {
    // Prettier keeps a string beside a key this short, but breaks after a longer one: the fix tells
    // neither apart, and makes neither a fix.
    name: "a short key's string that no longer fits one level deeper",
    code: `export function tool() {
  return {
    status: "success",
    content: [{ text: "ok" }],
    note: "Teleoperation completed in the lab with all the frames at 49.7 Hz",
  };
}
`,
  },
  {
    name: "an operator value that does not fit even on its own line (Prettier breaks the operator)",
    code: `export function tool() {
  return {
    status: "success",
    content: [{ text: "ok" }],
    summary:
      "Teleoperation completed in " + "the lab with all the frames at 49.7 Hz",
  };
}
`,
  },
  {
    // Prettier aligns the broken object after the `? `; the fix would indent it by a unit.
    name: "a conditional's branch on one line that must break",
    code: `export function run(frames, ok) {
  return ok
    ? { status: "success", content: [{ text: "Teleoperation done" }], n: 1 }
    : { status: "error", content: [{ text: "Teleoperation failed" }] };
}
`,
  },
  {
    name: "a member on several lines whose inner line no longer fits one level deeper",
    code: `export function tool() {
  return {
    status: "success",
    content: [{ text: "ok" }],
    stats: {
      arm: { x: 1.25, y: 2.5, z: 3.75, roll: 0.5, pitch: 0.25, yaw: 1, g: 1 },
    },
  };
}
`,
  },
];

/** The file after the fix, or after the one suggestion that moves the members into `into`. */
function moved(code: string, settings: Record<string, unknown>, into: string | undefined): string {
  const config: Linter.Config[] = [
    {
      files: ["**/*.js"],
      languageOptions: { ecmaVersion: "latest", sourceType: "module" },
      plugins: { "tool-result": plugin },
      rules: plugin.configs.recommended.rules,
      settings: { "tool-result": settings },
    },
  ];
  const linter = new Linter({ configType: "flat" });
  if (into === undefined) return linter.verifyAndFix(code, config, { filename: "tool.js" }).output;
  const messages = linter.verify(code, config, { filename: "tool.js" });
  const suggestion = messages.flatMap((m) => m.suggestions ?? []).find((s) => s.desc.includes(`into ${into}`));
  if (!suggestion) throw new Error(`no suggestion into ${into}: ${messages.map((m) => m.message).join("; ")}`);
  return code.slice(0, suggestion.fix.range[0]) + suggestion.fix.text + code.slice(suggestion.fix.range[1]);
}

describe("the move's layout in its surroundings", () => {
  it.each(cases)("$name", async ({ settings, prettier: options, suggestion, code, output }) => {
    const formatting = { parser: "babel", ...options };
    // The input is as Prettier writes it, and so is the output.
    expect(await prettier.format(code, formatting)).toBe(code);
    expect(moved(code, settings, suggestion)).toBe(output);
    expect(await prettier.format(output, formatting)).toBe(output);
  });

  it.each(relaidOut)("a suggestion, not a fix: $name", async ({ code, trailingComma }) => {
    const settings = trailingComma ? { trailingComma } : {};
    expect(await prettier.format(code, { parser: "babel", ...settings })).toBe(code);
    expect(moved(code, settings, undefined)).toBe(code);
    expect(moved(code, settings, "a json")).not.toBe(code);
  });
});

// Red-team run 27 (RT27-04): under quoteProps "consistent", once the one key that needed quotes moves out,
// Prettier unquotes the others; a key that needs quotes moving in quotes a json block's bare keys. An
// object cannot show which option wrote it, so a move where a key is quoted (or a number) is a suggestion.
describe("the move and Prettier's quoteProps", () => {
  const consistent = { parser: "babel", quoteProps: "consistent" } as const;
  it.each([
    [
      "the key that needed quotes moves out of a quoted result",
      'export const r = { "status": "success", "content": [{ "text": "ok" }], "x-trace-id": "t1" };\n',
    ],
    [
      "a key that needs quotes moves into a json block of bare keys",
      'export const r = { "status": "success", "content": [{ json: { a: 1 } }], "x-trace-id": "t1" };\n',
    ],
    // Red-team run 28: Prettier's own test of a key it may write bare (RT28-09, 10, 11).
    [
      "a number key moves into a json block whose key needs quotes",
      'export const r = { status: "success", content: [{ json: { "x-trace-id": "t1" } }], 2: "two" };\n',
    ],
    [
      "an escaped key (Prettier keeps its quotes) moves out of a quoted result",
      'export const r = { "status": "success", "content": [{ "text": "ok" }], "\\u0078": 1 };\n',
    ],
    [
      "a name beyond the Basic Multilingual Plane (not an ES5 name) moves out of a quoted result",
      'export const r = { "status": "success", "content": [{ "text": "ok" }], "\u{1D465}": 1 };\n',
    ],
  ])("%s: a suggestion", async (_name, raw) => {
    const code = await prettier.format(raw, consistent);
    expect(moved(code, {}, undefined)).toBe(code);
    const suggested = moved(code, {}, "a json");
    expect(suggested).not.toBe(code);
  });

  it("a key that needs quotes moves by a suggestion even where no other key is quoted (as-needed)", () => {
    const code = 'export const r = { status: "success", content: [{ text: "ok" }], "x-trace-id": "t1" };\n';
    expect(moved(code, {}, undefined)).toBe(code);
    expect(moved(code, {}, "a json")).toBe(
      'export const r = {\n  status: "success",\n  content: [{ text: "ok" }, { json: { "x-trace-id": "t1" } }],\n};\n',
    );
  });

  it("names alone move by the fix: every quoteProps option writes them as they are", async () => {
    const code = 'export const r = { status: "success", content: [{ text: "ok" }], traceId: "t1" };\n';
    const output = moved(code, {}, undefined);
    expect(output).toBe(
      'export const r = {\n  status: "success",\n  content: [{ text: "ok" }, { json: { traceId: "t1" } }],\n};\n',
    );
    for (const quoteProps of ["as-needed", "consistent", "preserve"] as const) {
      expect(await prettier.format(output, { parser: "babel", quoteProps })).toBe(output);
    }
  });
});
