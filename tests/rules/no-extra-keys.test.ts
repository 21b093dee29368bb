import rule from "../../src/rules/no-extra-keys.js";
import type { SuggestionOutput } from "@typescript-eslint/rule-tester";
import { error, jsRuleTester, ruleTester, typedCode, typedFilename, typedRuleTester, type Position } from "./tester.js";

const allowed = '"status", "content" and "toolUseId"';
const extra = (key: string, position: Position, suggestions?: readonly SuggestionOutput<"moveToJson">[]) =>
  error("extraKey", position, { key, allowed }, suggestions);

ruleTester.run("no-extra-keys", rule, {
  valid: [
    "const r = { status: 'success', content: [{ text: 'a' }] };",
    "const r = { status: 'success', content: [{ text: 'a' }], toolUseId: id };",
    "const r = { status: 'success', content: [{ text: 'Done.' }, { json: telemetry }] };",
    // Look-alikes stay quiet.
    "res.status(200).json({ status: 404, content: [{ text: 'x' }], requestId });",
    "setState({ status: 'loading', content: null, progress: 0.5 });",
    "const job = { id, status: 'queued', content: payload, attempts: 0 };",
    "return { content: [{ type: 'text', text: 'hi' }], isError: false };",
    "const { status, content, frames } = result;",
    "type R = { status: 'success'; content: unknown[]; frames: number };",
    "class Job { toJSON() { return { status: this.status, content: this.content.map((c) => c), id: this.id }; } }",
    // The upstream Strands preset allows `error` beside toolUseId.
    {
      code: "const r = { status: 'error', content: [{ text: 'boom' }], error: caught };",
      settings: { "tool-result": { preset: "strands" } },
    },
    // A literal declared with the Strands SDK's data type keeps to the strands contract, whatever the preset.
    'import type { ToolResultBlockData } from "@strands-agents/sdk";\nconst d: ToolResultBlockData = { toolUseId: "t", status: "error", content: [{ text: "a" }], error: new Error("x") };',
    // A custom contract.
    {
      code: "const r = { status: 'skipped', content: [{ text: 'x' }], traceId };",
      settings: { "tool-result": { statuses: ["success", "skipped"], allowedKeys: ["traceId"] } },
    },
  ],
  invalid: [
    {
      // The contract's WRONG example, on one line.
      code: 'const r = { status: "success", content: [{ text: "ok" }], frames: 512, errors: 0, hzActual: 49.7 };',
      output: `const r = {
  status: "success",
  content: [
    { text: "ok" },
    { json: { frames: 512, errors: 0, hzActual: 49.7 } },
  ],
};`,
      errors: [extra("frames", [1, 59, 70]), extra("errors", [1, 72, 81]), extra("hzActual", [1, 83, 97])],
    },
    {
      // A multi-line object gets a multi-line, indented block.
      code: `function teleop() {
  return {
    status: "success",
    content: [{ text: "Teleoperation completed: 512 frames, 0 errors." }],
    frames: 512,
    errors: 0,
    hzActual: 49.7,
  };
}`,
      output: `function teleop() {
  return {
    status: "success",
    content: [
      { text: "Teleoperation completed: 512 frames, 0 errors." },
      { json: { frames: 512, errors: 0, hzActual: 49.7 } },
    ],
  };
}`,
      errors: [extra("frames", [5, 5, 16]), extra("errors", [6, 5, 14]), extra("hzActual", [7, 5, 19])],
    },
    {
      // Into the content's own literal json block, in its layout.
      code: `const r = {
  status: "success",
  content: [
    { text: "done" },
    {
      json: {
        episodes,
      },
    },
  ],
  steps: 320,
};`,
      output: `const r = {
  status: "success",
  content: [
    { text: "done" },
    {
      json: {
        episodes,
        steps: 320,
      },
    },
  ],
};`,
      errors: [extra("steps", [11, 3, 13])],
    },
    {
      code: "const r = {\n  status: 'success',\n  content: [\n    { text: 'done' },\n    { json: { episodes } },\n  ],\n  steps: 320,\n};",
      output:
        "const r = {\n  status: 'success',\n  content: [\n    { text: 'done' },\n    { json: { episodes, steps: 320 } },\n  ],\n};",
      errors: [extra("steps", [7, 3, 13])],
    },
    {
      // A key that already is in the json block is not overwritten: a new block keeps both values.
      code: "const r = { status: 'success', content: [{ json: { frames: 1 } }], frames: 2 };",
      output: `const r = {
  status: 'success',
  content: [{ json: { frames: 1 } }, { json: { frames: 2 } }],
};`,
      errors: [extra("frames", [1, 68, 77])],
    },
    {
      // A parenthesized last block: the new block goes after the parenthesis. Inside it, the comma would
      // make a sequence expression and drop the text block.
      code: "const r = { status: 'success', content: [({ text: 'done' })], frames: 2 };",
      output: `const r = {
  status: 'success',
  content: [({ text: 'done' }), { json: { frames: 2 } }],
};`,
      errors: [extra("frames", [1, 63, 72])],
    },
    {
      code: "const r = {\n  status: 'success',\n  content: [\n    (/* why */ { text: 'done' }) // kept\n  ],\n  frames: 2,\n};",
      output: `const r = {
  status: 'success',
  content: [
    (/* why */ { text: 'done' }), // kept
    { json: { frames: 2 } },
  ],
};`,
      errors: [extra("frames", [6, 3, 12])],
    },
    {
      // Shorthand keys, and content given as a variable that may not hold an array (a string would be
      // spread into characters, `undefined` would throw): a suggestion, not a fix.
      code: "const r = { status: 'success', content, frames };",
      output: null,
      errors: [
        extra(
          "frames",
          [1, 41, 47],
          [
            {
              messageId: "moveToJson",
              data: { members: '"frames"' },
              output: "const r = { status: 'success', content: [...content, { json: { frames } }] };",
            },
          ],
        ),
      ],
    },
    {
      // Content from a const that holds an array: `[...blocks, block]` is a copy, so a block pushed to
      // `blocks` later would be missing from the result. Only a suggestion.
      code: "const blocks = [{ text: 'a' }];\nconst r = { status: 'success', content: blocks, frames };",
      output: null,
      errors: [
        extra(
          "frames",
          [2, 49, 55],
          [
            {
              messageId: "moveToJson",
              data: { members: '"frames"' },
              output:
                "const blocks = [{ text: 'a' }];\nconst r = { status: 'success', content: [...blocks, { json: { frames } }] };",
            },
          ],
        ),
      ],
    },
    {
      code: "const r = { status: 'success', content: await blocks(), frames: 1 };",
      output: null,
      errors: [
        extra(
          "frames",
          [1, 57, 66],
          [
            {
              messageId: "moveToJson",
              data: { members: '"frames"' },
              output: `const r = {
  status: 'success',
  content: [...await blocks(), { json: { frames: 1 } }],
};`,
            },
          ],
        ),
      ],
    },
    {
      code: "const r = { status: 'success', content: [], frames: 1 };",
      output: "const r = { status: 'success', content: [{ json: { frames: 1 } }] };",
      errors: [extra("frames", [1, 45, 54])],
    },
    {
      // The contract's WRONG example as often written: the telemetry on a line of its own.
      code: `function teleop() {
  return { status: "success", content: [{ text: "Teleoperation completed: 512 frames, 0 errors." }],
           frames: 512, errors: 0, hzActual: 49.7 };
}`,
      output: `function teleop() {
  return { status: "success", content: [
    { text: "Teleoperation completed: 512 frames, 0 errors." },
    { json: { frames: 512, errors: 0, hzActual: 49.7 } },
  ],
 };
}`,
      errors: [extra("frames", [3, 12, 23]), extra("errors", [3, 25, 34]), extra("hzActual", [3, 36, 50])],
    },
    {
      // Comments travel with their key; the comment of a kept key stays with it.
      code: `const r = {
  status: "success",
  content: [{ text: "a" }], // the summary
  /* telemetry */
  frames: 512 // per run
};`,
      // The object ends its last member without a comma: so do the lists the fix writes.
      output: `const r = {
  status: "success",
  content: [
    { text: "a" },
    {
      json: {
        /* telemetry */
        frames: 512 // per run
      }
    }
  ] // the summary
};`,
      errors: [extra("frames", [5, 3, 14])],
    },
    {
      // Tabs, and a multi-line value re-indented.
      code: "function f() {\n\treturn {\n\t\tstatus: 'success',\n\t\tcontent,\n\t\tframes: {\n\t\t\tleft: 1,\n\t\t\tright: 2,\n\t\t},\n\t};\n}",
      output: null,
      errors: [
        extra(
          "frames",
          [5, 3, 8, 4],
          [
            {
              messageId: "moveToJson",
              data: { members: '"frames"' },
              output:
                "function f() {\n\treturn {\n\t\tstatus: 'success',\n\t\tcontent: [\n\t\t\t...content,\n\t\t\t{\n\t\t\t\tjson: {\n\t\t\t\t\tframes: {\n\t\t\t\t\t\tleft: 1,\n\t\t\t\t\t\tright: 2,\n\t\t\t\t\t},\n\t\t\t\t},\n\t\t\t},\n\t\t],\n\t};\n}",
            },
          ],
        ),
      ],
    },
    {
      // Side effects after content keep their order: still a fix (calls of built-ins that give numbers,
      // which JSON carries).
      filename: "file.js",
      code: "const r = { status: 'success', content: [{ text: 'a' }], frames: Date.now(), hz: Math.random() };",
      output: `const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { frames: Date.now(), hz: Math.random() } }],
};`,
      errors: [extra("frames", [1, 58, 76]), extra("hz", [1, 78, 95])],
    },
    {
      // A call that ran before the content's own call would run after it: a suggestion, not a fix.
      code: "const r = { frames: next(), status: 'success', content: [{ text: read() }] };",
      output: null,
      errors: [
        extra(
          "frames",
          [1, 13, 27],
          [
            {
              messageId: "moveToJson",
              data: { members: '"frames"' },
              output: `const r = {
  status: 'success',
  content: [{ text: read() }, { json: { frames: next() } }],
};`,
            },
          ],
        ),
      ],
    },
    {
      // A getter would change `this`: a suggestion.
      code: "const r = { status: 'success', content: [{ text: 'a' }], get frames() { return 1; } };",
      output: null,
      errors: [
        extra(
          "frames",
          [1, 58, 84],
          [
            {
              messageId: "moveToJson",
              data: { members: '"frames"' },
              output: `const r = {
  status: 'success',
  content: [{ text: 'a' }, { json: { get frames() { return 1; } } }],
};`,
            },
          ],
        ),
      ],
    },
    {
      // Every key form: plain, quoted, computed with a literal, computed with an unknown value.
      code: 'const r = {\n  frames: 512,\n  status: "success",\n  \'hz-actual\': 49.7,\n  content: blocks,\n  ["errors"]: 0,\n  [key]: value,\n};',
      output: null,
      errors: [
        extra("frames", [2, 3, 14]),
        extra("hz-actual", [4, 3, 20]),
        extra("errors", [6, 3, 16]),
        error("computedKey", [7, 3, 15], { key: "[key]", allowed }),
      ].map((expected) => ({
        ...expected,
        suggestions: [
          {
            messageId: "moveToJson" as const,
            data: { members: '"frames", "hz-actual", "errors" and 1 more' },
            output: `const r = {
  status: "success",
  content: [
    ...blocks,
    { json: { frames: 512, 'hz-actual': 49.7, ["errors"]: 0, [key]: value } },
  ],
};`,
          },
        ],
      })),
    },
    {
      // `__proto__:` sets the prototype: reported, never moved.
      code: "const r = { status: 'success', content: [{ text: 'a' }], __proto__: base };",
      output: null,
      errors: [extra("__proto__", [1, 58, 73])],
    },
    {
      // Content that is not an array cannot take a block: reported without a fix (valid-content says why).
      code: "const r = { status: 'success', content: 'done', frames: 2 };",
      output: null,
      errors: [extra("frames", [1, 49, 58])],
    },
    {
      // Yielded, cast and nested results.
      code: "async function* run() {\n  yield { status: 'success', content: [{ text: 'a' }], step: 1 } as ToolResult;\n}",
      output: `async function* run() {
  yield {
    status: 'success',
    content: [{ text: 'a' }, { json: { step: 1 } }],
  } as ToolResult;
}`,
      errors: [extra("step", [2, 56, 63])],
    },
    {
      // What an undeclared constructor makes of the result may be made of its keys (`new URLSearchParams(r)`),
      // and Prettier breaks the outer call's arguments, not the literal in place: a suggestion.
      code: "emit(new ToolResultEvent({ status: 'error', content: [{ text: 'boom' }], code: 42 }));",
      output: null,
      errors: [
        extra(
          "code",
          [1, 74, 82],
          [
            {
              messageId: "moveToJson",
              data: { members: '"code"' },
              output: `emit(new ToolResultEvent({
  status: 'error',
  content: [{ text: 'boom' }, { json: { code: 42 } }],
}));`,
            },
          ],
        ),
      ],
    },
    {
      // TSX: Prettier breaks the element's attributes before the literal, so the move is a suggestion.
      code: "const view = <Panel result={{ status: 'success', content: [{ text: 'a' }], ms: 3 }} />;",
      filename: "file.tsx",
      output: null,
      errors: [
        extra(
          "ms",
          [1, 76, 81],
          [
            {
              messageId: "moveToJson",
              data: { members: '"ms"' },
              output: `const view = <Panel result={{
  status: 'success',
  content: [{ text: 'a' }, { json: { ms: 3 } }],
}} />;`,
            },
          ],
        ),
      ],
    },
    {
      // Under the upstream Strands preset `error` is allowed, `traceId` is not.
      code: "const caught = new Error('boom'), traceId = 't';\nconst r = { status: 'error', content: [{ text: 'boom' }], error: caught, traceId };",
      settings: { "tool-result": { preset: "strands" } },
      output: `const caught = new Error('boom'), traceId = 't';
const r = {
  status: 'error',
  content: [{ text: 'boom' }, { json: { traceId } }],
  error: caught,
};`,
      errors: [
        error("extraKey", [2, 74, 81], { key: "traceId", allowed: '"status", "content", "toolUseId" and "error"' }),
      ],
    },
  ],
});

jsRuleTester.run("no-extra-keys (JavaScript)", rule, {
  valid: ["export const body = { status: 200, content, requestId };"],
  invalid: [
    {
      code: "export function run() {\n  return { status: 'degraded', content: [{ text: 'partial' }], failedFrames: 3 };\n}",
      filename: "tool.mjs",
      output: `export function run() {
  return {
    status: 'degraded',
    content: [{ text: 'partial' }, { json: { failedFrames: 3 } }],
  };
}`,
      errors: [extra("failedFrames", [2, 64, 79])],
    },
  ],
});

typedRuleTester.run("no-extra-keys (typed)", rule, {
  valid: [
    // Syntax finds evidence (a contract status, a block), but the types say these are something else.
    {
      code: typedCode("const a: Article = { status: 'success', content: [{ text: 'Hello' }], slug: 'hello' };"),
      filename: typedFilename,
    },
    {
      code: typedCode("publish({ status: 'success', content: [{ text: 'Hello' }], slug: 'hello' });"),
      filename: typedFilename,
    },
    { code: typedCode("save({ id: '1', status: 'error', content: ['x'], attempts: 2 });"), filename: typedFilename },
    {
      code: typedCode(
        "function node(): NodeResult { return { status: 'completed', content: [{ text: 'ok' }], executionTime: 3 }; }",
      ),
      filename: typedFilename,
    },
    // Types that say nothing leave syntax to decide: no evidence here.
    { code: typedCode("const x: any = { status: anything, content: anything, id: 1 };"), filename: typedFilename },
    {
      code: typedCode("const x: Record<string, unknown> = { status: record.a, content: record.b, id: 1 };"),
      filename: typedFilename,
    },
    {
      // A type of the same name declared elsewhere is not a tool result by declaration, only by a name
      // in the settings, and it is not shaped like one.
      code: 'interface ToolResult { status: string; content: string; elapsedMs: number }\nexport const r: ToolResult = { status: "success", content: "x", elapsedMs: 3 };',
      filename: typedFilename,
      settings: { "tool-result": { typeNames: ["SomethingElse"] } },
    },
  ],
  invalid: [
    {
      // Two opaque values, but a typed variable.
      code: typedCode("const r: ToolResult = { status: mode, content: blocks, frames: 512 };"),
      filename: typedFilename,
      // `blocks` is shared: a copy of it is only a suggestion.
      output: null,
      errors: [
        extra(
          "frames",
          [2, 56, 67],
          [
            {
              messageId: "moveToJson",
              data: { members: '"frames"' },
              output: typedCode(
                "const r: ToolResult = {\n  status: mode,\n  content: [...blocks, { json: { frames: 512 } }],\n};",
              ),
            },
          ],
        ),
      ],
    },
    {
      // No annotation at all: the values' types are the evidence.
      code: typedCode("function f() {\n  return { status: mode, content: blocks, frames: 512 };\n}"),
      filename: typedFilename,
      output: null,
      errors: [
        extra(
          "frames",
          [3, 43, 54],
          [
            {
              messageId: "moveToJson",
              data: { members: '"frames"' },
              output: typedCode(
                "function f() {\n  return { status: mode, content: [...blocks, { json: { frames: 512 } }] };\n}",
              ),
            },
          ],
        ),
      ],
    },
    {
      // A user's own tool-result type, recognised by its shape; and `satisfies`.
      code: typedCode("const r = { status: 'error', content: blocks, code: 7 } satisfies AgentReply;"),
      filename: typedFilename,
      output: null,
      errors: [
        extra(
          "code",
          [2, 47, 54],
          [
            {
              messageId: "moveToJson",
              data: { members: '"code"' },
              output: typedCode(
                "const r = {\n  status: 'error',\n  content: [...blocks, { json: { code: 7 } }],\n} satisfies AgentReply;",
              ),
            },
          ],
        ),
      ],
    },
    {
      // This package's own runtime type, found by its declaration even when no configured name matches
      // (its `error` key keeps it from matching by shape under the default contract).
      code: 'import type { StrandsToolResult as Reply } from "eslint-plugin-tool-result/runtime";\nexport const r: Reply = { status: "success", content: [], elapsedMs: 3 };',
      filename: typedFilename,
      settings: { "tool-result": { typeNames: ["SomethingElse"] } },
      output:
        'import type { StrandsToolResult as Reply } from "eslint-plugin-tool-result/runtime";\nexport const r: Reply = {\n  status: "success",\n  content: [{ json: { elapsedMs: 3 } }],\n};',
      // Its contract is the one the type keeps to (`strands`), whatever the preset.
      errors: [
        error("extraKey", [2, 59, 71], { key: "elapsedMs", allowed: '"status", "content", "toolUseId" and "error"' }),
      ],
    },
    {
      // A contextual type the checker inferred from the literal itself says nothing: syntax decides.
      code: typedCode(
        `export const rs = ["a"].map((r) => ({ status: "success", content: [{ text: r }], frames: 1 }));`,
      ),
      filename: typedFilename,
      output: typedCode(
        `export const rs = ["a"].map((r) => ({\n  status: "success",\n  content: [{ text: r }, { json: { frames: 1 } }],\n}));`,
      ),
      errors: [extra("frames", [2, 82, 91])],
    },
    {
      code: typedCode(`export const p = Promise.resolve({ status: "success", content: [{ text: "a" }], frames: 1 });`),
      filename: typedFilename,
      output: typedCode(
        `export const p = Promise.resolve({\n  status: "success",\n  content: [{ text: "a" }, { json: { frames: 1 } }],\n});`,
      ),
      errors: [extra("frames", [2, 81, 90])],
    },
    {
      code: typedCode(`export const q = pick({ status: "success", content: [{ text: "a" }], frames: 1 });`),
      filename: typedFilename,
      output: typedCode(
        `export const q = pick({\n  status: "success",\n  content: [{ text: "a" }, { json: { frames: 1 } }],\n});`,
      ),
      errors: [extra("frames", [2, 70, 79])],
    },
    {
      // The Strands SDK's ToolResultBlock keeps to the strands contract whatever the preset: its error is
      // allowed, other keys are dropped by its constructor. Its blocks are class instances, where a plain
      // { json } block would not type-check (TS2322 on the SDK's own tests): no fix and no suggestion.
      code: `import { ToolResultBlock, TextBlock } from "@strands-agents/sdk";
export const b = new ToolResultBlock({ toolUseId: "t", status: "error", content: [new TextBlock("x")], error: new Error("x"), frames: 1 });`,
      filename: typedFilename,
      output: null,
      errors: [
        error(
          "droppedByConstructor",
          [2, 127, 136],
          { key: "frames", allowed: '"status", "content", "toolUseId" and "error"', constructor: "ToolResultBlock" },
          [],
        ),
      ],
    },
    ...["[]", "[block]", "[...blocks]"].map((content) => ({
      // Regression (the Strands SDK's own repository, suggestions applied): with no plain object among its
      // blocks, nothing shows that the constructor takes a plain { json } block; the suggestion added one
      // and gave TS2322 at 16 such constructors. No fix and no suggestion.
      code: `import { ToolResultBlock, TextBlock } from "@strands-agents/sdk";
declare const block: TextBlock, blocks: TextBlock[];
export const b = new ToolResultBlock({ toolUseId: "t", status: "success", content: ${content}, frames: 1 });`,
      filename: typedFilename,
      output: null,
      errors: [
        error(
          "droppedByConstructor",
          [3, 86 + content.length, 95 + content.length],
          { key: "frames", allowed: '"status", "content", "toolUseId" and "error"', constructor: "ToolResultBlock" },
          [],
        ),
      ],
    })),
    {
      // A block comment's " * " lines are not the file's indentation: the new lines take its 4 spaces
      // (they took 1 before, in the Strands SDK's files, which open with a JSDoc header).
      code: `/**
 * Teleoperation.
 */
export function teleop() {
    return { status: "success", content: [{ text: "Teleoperated the arm for two episodes." }], frames: 512 };
}`,
      output: `/**
 * Teleoperation.
 */
export function teleop() {
    return {
        status: "success",
        content: [
            { text: "Teleoperated the arm for two episodes." },
            { json: { frames: 512 } },
        ],
    };
}`,
      errors: [extra("frames", [5, 96, 107])],
    },
    {
      // What a test expects is compared with a value the fix may not reach: a suggestion, not a fix.
      code: `expect(v).toEqual({ status: "success", content: [{ text: "42" }], frames: 1 });`,
      output: null,
      errors: [
        extra(
          "frames",
          [1, 67, 76],
          [
            {
              messageId: "moveToJson",
              data: { members: '"frames"' },
              output: `expect(v).toEqual({
  status: "success",
  content: [{ text: "42" }, { json: { frames: 1 } }],
});`,
            },
          ],
        ),
      ],
    },
    {
      // A type named in the settings. It declares `id` and `attempts`, so moving them would break it:
      // only a suggestion.
      code: typedCode("const r: Job = { id: '1', status: 'error', content: ['x'], attempts: 2 };"),
      filename: typedFilename,
      settings: { "tool-result": { typeNames: ["Job"] } },
      output: null,
      errors: ["id", "attempts"].map((key, i) =>
        extra(key, i === 0 ? [2, 18, 25] : [2, 60, 71], [
          {
            messageId: "moveToJson",
            data: { members: '"id", "attempts"' },
            output: typedCode(
              "const r: Job = {\n  status: 'error',\n  content: ['x', { json: { id: '1', attempts: 2 } }],\n};",
            ),
          },
        ]),
      ),
    },
  ],
});
