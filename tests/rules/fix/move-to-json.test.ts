/**
 * Named regression tests of the move-to-json fix: one per way a fix once changed what the code does or
 * lost text, and each counterexample the differential test (move-to-json.fuzz.test.ts) found.
 */
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { fastestInTurn, timedRules } from "../../support/work.js";
import plugin from "../../../src/index.js";
import noExtraKeys from "../../../src/rules/no-extra-keys.js";
import noSpread from "../../../src/rules/no-spread.js";
import { error, ruleTester, typedFilename, typedRuleTester, type Position } from "../tester.js";

const allowed = '"status", "content" and "toolUseId"';
const extra = (key: string, position: Position) => error("extraKey", position, { key, allowed });
const suggestion = (members: string, output: string) => [
  { messageId: "moveToJson" as const, data: { members }, output },
];

ruleTester.run("move-to-json: insertion points", noExtraKeys, {
  valid: [],
  invalid: [
    {
      name: "a block comment after the last element that runs onto later lines keeps the moved keys out of it (a suggestion)",
      code: `const r = {
  status: "success",
  content: [
    { text: "a" } /* note
       continues */
  ],
  frames: 1,
};`,
      // A comment over several lines on the result's lines: Prettier lays it out anew, so the move is offered.
      output: null,
      errors: [
        {
          ...extra("frames", [7, 3, 12]),
          suggestions: suggestion(
            '"frames"',
            `const r = {
  status: "success",
  content: [
    { text: "a" }, /* note
       continues */
    { json: { frames: 1 } },
  ],
};`,
          ),
        },
      ],
    },
    {
      name: "a block comment after the last json property that runs onto later lines (a suggestion)",
      code: `const r = {
  status: "success",
  content: [
    {
      json: {
        a: 1 /* note
          continues */
      },
    },
  ],
  frames: 1,
};`,
      // A comment over several lines on the result's lines: Prettier lays it out anew, so the move is offered.
      output: null,
      errors: [
        {
          ...extra("frames", [11, 3, 12]),
          suggestions: suggestion(
            '"frames"',
            `const r = {
  status: "success",
  content: [
    {
      json: {
        a: 1, /* note
          continues */
        frames: 1,
      },
    },
  ],
};`,
          ),
        },
      ],
    },
    {
      name: "a closing bracket on the last element's line",
      code: `const r = {
  status: "success",
  content: [
    { text: "a" } ],
  frames: 1,
};`,
      output: `const r = {
  status: "success",
  content: [
    { text: "a" }, { json: { frames: 1 } } ],
};`,
      errors: [extra("frames", [5, 3, 12])],
    },
    {
      name: "a json block whose first property shares the json line converges in one pass",
      code: `const r = {
  status: "success",
  content: [{ json: { a: 1,
    b: 2 } }],
  frames: 1,
};`,
      output: `const r = {
  status: "success",
  content: [{ json: { a: 1,
    b: 2, frames: 1 } }],
};`,
      errors: [extra("frames", [5, 3, 12])],
    },
  ],
});

ruleTester.run("move-to-json: content that may not be an array", noExtraKeys, {
  valid: [],
  invalid: [
    {
      name: "a const string is never spread into characters",
      code: `const DONE = "done";
const r = { status: "success", content: DONE, frames: 1 };`,
      output: null,
      errors: [
        {
          ...extra("frames", [2, 47, 56]),
          suggestions: suggestion(
            '"frames"',
            `const DONE = "done";
const r = { status: "success", content: [...DONE, { json: { frames: 1 } }] };`,
          ),
        },
      ],
    },
    {
      name: "an optional chain",
      code: `const r = { status: "success", content: inner?.content, frames: 1 };`,
      output: null,
      errors: [
        {
          ...extra("frames", [1, 57, 66]),
          suggestions: suggestion(
            '"frames"',
            `const r = {
  status: "success",
  content: [...inner?.content, { json: { frames: 1 } }],
};`,
          ),
        },
      ],
    },
    {
      name: "a logical expression",
      code: `const r = { status: "success", content: ok && blocks, frames: 1 };`,
      output: null,
      errors: [
        {
          ...extra("frames", [1, 55, 64]),
          suggestions: suggestion(
            '"frames"',
            `const r = {
  status: "success",
  content: [...ok && blocks, { json: { frames: 1 } }],
};`,
          ),
        },
      ],
    },
  ],
});

ruleTester.run("move-to-json: spreads that set what stays at the top level", noSpread, {
  valid: [],
  invalid: [
    {
      name: "a logical of an object literal with status",
      code: `const r = { status: "success", content: [{ text: "a" }], ...(failed && { status: "error" }) };`,
      output: null,
      errors: [
        error("spreadSetsKeys", [1, 58, 92], {
          argument: '(failed && { status: "error" })',
          keys: '"status"',
          example: 'for example status: failed ? "error" : "success"',
        }),
      ],
    },
    {
      name: "a conditional of object literals with status",
      code: `const r = { status: "success", content: [{ text: "a" }], ...(c ? { status: "error" } : {}) };`,
      output: null,
      errors: [error("spreadSetsKeys", [1, 58, 91], { argument: '(c ? { status: "error" } : {})', keys: '"status"' })],
    },
    {
      name: "a conditional with toolUseId beside a toolUseId",
      code: `const r = { status: "success", content: [{ text: "a" }], toolUseId: "t", ...(id ? { toolUseId: id } : {}) };`,
      output: null,
      errors: [
        error("spreadSetsKeys", [1, 74, 106], {
          argument: "(id ? { toolUseId: id } : {})",
          keys: '"toolUseId"',
          example: "toolUseId: value",
        }),
      ],
    },
    {
      name: "a const that holds an object literal with status",
      code: `const failure = { status: "error" };
const r = { status: "success", content: [{ text: "a" }], ...failure };`,
      output: null,
      errors: [
        error("spreadSetsKeys", [2, 58, 68], {
          argument: "failure",
          keys: '"status"',
          example: 'for example status: failed ? "error" : "success"',
        }),
      ],
    },
  ],
});

/** A result that spreads the const `telemetry`, after `uses` (what the code does with it first). */
const telemetryCase = (uses: string) =>
  `const telemetry = { frames: 512 };\n${uses}\nconst r = { status: "success", content: [{ text: "a" }], ...telemetry };`;
const telemetryFixed = (uses: string) =>
  `const telemetry = { frames: 512 };\n${uses}\nconst r = {\n  status: "success",\n  content: [{ text: "a" }, { json: { ...telemetry } }],\n};`;

ruleTester.run("move-to-json: a const object the code may change before the spread", noSpread, {
  valid: [],
  invalid: [
    {
      name: "fix: used otherwise only after the spread, in the same function",
      code: 'function f(failed) {\n  const telemetry = { frames: 512 };\n  if (failed) {\n    return { status: "error", content: [{ text: "a" }], ...telemetry };\n  }\n  return { status: "success", content: [{ json: telemetry }] };\n}',
      output:
        'function f(failed) {\n  const telemetry = { frames: 512 };\n  if (failed) {\n    return {\n      status: "error",\n      content: [{ text: "a" }, { json: { ...telemetry } }],\n    };\n  }\n  return { status: "success", content: [{ json: telemetry }] };\n}',
      errors: [error("spread", [4, 57, 69], { argument: "telemetry" })],
    },
    // Where another use of the const runs before the spread though it stands after it.
    ...[
      [
        "written in a function declared after the spread, which runs before it",
        'function f() {\n  const telemetry = { frames: 512 };\n  g();\n  return { status: "success", content: [{ text: "a" }], ...telemetry };\n  function g() {\n    telemetry.status = "error";\n  }\n}',
        'function f() {\n  const telemetry = { frames: 512 };\n  g();\n  return {\n    status: "success",\n    content: [{ text: "a" }, { json: { ...telemetry } }],\n  };\n  function g() {\n    telemetry.status = "error";\n  }\n}',
      ],
      [
        "passed on after the spread in a loop, which runs again before it",
        'function f(items) {\n  const telemetry = { frames: 512 };\n  for (const item of items) {\n    send({ status: "success", content: [{ text: "a" }], ...telemetry });\n    mark(telemetry);\n  }\n}',
        'function f(items) {\n  const telemetry = { frames: 512 };\n  for (const item of items) {\n    send({\n      status: "success",\n      content: [{ text: "a" }, { json: { ...telemetry } }],\n    });\n    mark(telemetry);\n  }\n}',
      ],
    ].map(([name, code, output]) => ({
      name: `suggestion: ${name}`,
      code: code as string,
      output: null,
      errors: [error("spread", [4, 57, 69], { argument: "telemetry" }, suggestion("...telemetry", output as string))],
    })),
    {
      name: "fix: read only in place, the object's keys are all its literal shows",
      code: telemetryCase("const n = telemetry.frames;"),
      output: telemetryFixed("const n = telemetry.frames;"),
      errors: [error("spread", [3, 58, 70], { argument: "telemetry" })],
    },
    // Each may add a `status` that overrode the result's before the move and no longer does after it.
    ...[
      ["passed to a function (which may Object.assign it)", "mark(telemetry);"],
      ["a property written", 'if (failed) telemetry.status = "error";'],
      ["a property deleted", "delete telemetry.frames;"],
      ["a method called", "telemetry.toString();"],
      ["aliased", "const alias = telemetry;"],
      ["asserted to another type and written", '(telemetry as any).status = "error";'],
    ].map(([name, uses]) => ({
      name: `suggestion: ${name}`,
      code: telemetryCase(uses as string),
      output: null,
      errors: [
        error(
          "spread",
          [3, 58, 70],
          { argument: "telemetry" },
          suggestion("...telemetry", telemetryFixed(uses as string)),
        ),
      ],
    })),
  ],
});

typedRuleTester.run("move-to-json: typed spreads and content", noSpread, {
  valid: [],
  invalid: [
    {
      name: "a union type with status in one member gets no fix",
      code: `import { type ToolResult, outcome } from "./types.js";
const r: ToolResult = { status: "success", content: [{ text: "a" }], ...outcome };`,
      filename: typedFilename,
      output: null,
      errors: [error("spreadResult", [2, 70, 80], { argument: "outcome" })],
    },
  ],
});

ruleTester.run("move-to-json: evaluation order", noExtraKeys, {
  valid: [],
  invalid: [
    {
      name: "a moved value that throws (a bigint divided by zero) now after a call",
      filename: "tool.js",
      code: 'function f() {\n  return { status: "success", frames: 1n / 0n, content: [{ text: log("t") }] };\n}',
      output: null,
      errors: [
        {
          ...extra("frames", [2, 31, 46]),
          suggestions: suggestion(
            '"frames"',
            'function f() {\n  return {\n    status: "success",\n    content: [{ text: log("t") }, { json: { frames: 1n / 0n } }],\n  };\n}',
          ),
        },
      ],
    },
    {
      name: "a moved value that throws (+ of a bigint) now after a call",
      filename: "tool.js",
      code: 'function f() {\n  const big = 1n;\n  return { status: "success", frames: +big, content: [{ text: log("t") }] };\n}',
      output: null,
      errors: [
        {
          ...extra("frames", [3, 31, 43]),
          suggestions: suggestion(
            '"frames"',
            'function f() {\n  const big = 1n;\n  return {\n    status: "success",\n    content: [{ text: log("t") }, { json: { frames: +big } }],\n  };\n}',
          ),
        },
      ],
    },
    {
      name: "a const read in a later case of a switch, whose declaration did not run",
      filename: "tool.js",
      code: 'function f(k) {\n  switch (k) {\n    case 1:\n      const a = 1;\n    case 2:\n      return { status: "success", frames: a, content: [{ text: log("t") }] };\n  }\n}',
      output: null,
      errors: [
        {
          ...extra("frames", [6, 35, 44]),
          suggestions: suggestion(
            '"frames"',
            'function f(k) {\n  switch (k) {\n    case 1:\n      const a = 1;\n    case 2:\n      return {\n        status: "success",\n        content: [{ text: log("t") }, { json: { frames: a } }],\n      };\n  }\n}',
          ),
        },
      ],
    },
    {
      name: "this before super() in a derived constructor",
      filename: "tool.js",
      code: 'class B extends A {\n  constructor() {\n    super({ status: "success", frames: this, content: [{ text: log("t") }] });\n  }\n}',
      output: null,
      errors: [
        {
          ...extra("frames", [3, 32, 44]),
          suggestions: suggestion(
            '"frames"',
            'class B extends A {\n  constructor() {\n    super({\n      status: "success",\n      content: [{ text: log("t") }, { json: { frames: this } }],\n    });\n  }\n}',
          ),
        },
      ],
    },
    {
      name: "a moved write read by a text it now runs after",
      code: `let attempts = 1;
const r = { attempts: ++attempts, status: "error", content: [{ text: \`try \${attempts}\` }] };`,
      output: null,
      errors: [
        {
          ...extra("attempts", [2, 13, 33]),
          suggestions: suggestion(
            '"attempts"',
            `let attempts = 1;
const r = {
  status: "error",
  content: [{ text: \`try \${attempts}\` }, { json: { attempts: ++attempts } }],
};`,
          ),
        },
      ],
    },
    {
      name: "a moved read of what a content value writes",
      code: `let counter = 0;
const r = { seen: counter, status: "success", content: [{ text: String(counter++) }] };`,
      output: null,
      errors: [
        {
          ...extra("seen", [2, 13, 26]),
          suggestions: suggestion(
            '"seen"',
            `let counter = 0;
const r = {
  status: "success",
  content: [{ text: String(counter++) }, { json: { seen: counter } }],
};`,
          ),
        },
      ],
    },
    {
      name: "a moved read of a const crosses a call safely",
      code: `const frames = 3;
const r = { frames, status: "success", content: [{ text: summarize() }] };`,
      output: `const frames = 3;
const r = {
  status: "success",
  content: [{ text: summarize() }, { json: { frames } }],
};`,
      errors: [extra("frames", [2, 13, 19])],
    },
  ],
});

// A key read from the result after it is built (through the variable that holds it, or the call that
// returns it) would read undefined once it is in the json block: a suggestion, not a fix.
/** Where the result `R` is read in ways a fix must see (an outside red-team run found each missed). */
const readCases: readonly (readonly [name: string, template: string, position: Position])[] = [
  ["destructured where it is built", "const { frames } = R;", [1, 67, 78]],
  ["read where it is built", "const n = (R).frames;", [1, 59, 70]],
  ["asked about by hasOwnProperty", 'const r = R;\nconst has = r.hasOwnProperty("frames");', [1, 58, 69]],
  ["asked about by Object.hasOwn", 'const r = R;\nconst has = Object.hasOwn(r, "frames");', [1, 58, 69]],
  ["read by Reflect", 'const r = R;\nconst v = Reflect.get(r, "frames");', [1, 58, 69]],
  ["destructured by an assignment", "const r = R;\nlet f;\n({ frames: f } = r);", [1, 58, 69]],
  ["assigned to another variable that is read", "const r = R;\nlet c;\nc = r;\nuse(c.frames);", [1, 58, 69]],
  ["passed to a function written in place", "const r = R;\nconst n = ((x) => x.frames)(r);", [1, 58, 69]],
  ["a parameter's default value, read in the function", "function f(r = R) {\n  return r.frames;\n}", [1, 63, 74]],
  [
    "a variable the function returns, read by its caller",
    "const result = R;\nfunction tool() {\n  return result;\n}\nconst n = tool().frames;",
    [1, 63, 74],
  ],
];
const LITERAL = '{ status: "success", content: [{ text: "a" }], frames: 512 }';
const MOVED = '{\n  status: "success",\n  content: [{ text: "a" }, { json: { frames: 512 } }],\n}';

ruleTester.run("move-to-json: a result held where reads are not followed", noExtraKeys, {
  valid: [],
  invalid: [
    {
      name: "suggestion: an element of an array",
      filename: "tool.js",
      code: `const a = [${LITERAL}];\nconst n = a[0].frames;`,
      output: null,
      errors: [
        {
          ...extra("frames", [1, 59, 70]),
          suggestions: suggestion(
            '"frames"',
            'const a = [\n  { status: "success", content: [{ text: "a" }, { json: { frames: 512 } }] },\n];\nconst n = a[0].frames;',
          ),
        },
      ],
    },
    {
      name: "suggestion: a class field",
      filename: "tool.js",
      code: `class C {\n  r = ${LITERAL};\n}`,
      output: null,
      errors: [
        {
          ...extra("frames", [2, 54, 65]),
          suggestions: suggestion(
            '"frames"',
            'class C {\n  r = {\n    status: "success",\n    content: [{ text: "a" }, { json: { frames: 512 } }],\n  };\n}',
          ),
        },
      ],
    },
  ],
});

ruleTester.run("move-to-json: line breaks that ESLint and Prettier see apart", noExtraKeys, {
  valid: [],
  invalid: [
    {
      name: "suggestion: a line separator in a string is a line break to ESLint, not to Prettier",
      filename: "tool.js",
      code: 'const r = { status: "success", content: [{ text: "ok" }], sep: "a\u2028b" };',
      output: null,
      errors: [
        {
          ...extra("sep", [1, 59, 2, 3]),
          suggestions: suggestion(
            '"sep"',
            'const r = { status: "success", content: [\n  { text: "ok" },\n  {\n    json: {\n      sep: "a\u2028b",\n    },\n  },\n], };',
          ),
        },
      ],
    },
    {
      name: "fix: new lines take the line ending of the result's lines, in a file that mixes them",
      filename: "tool.js",
      code: '// header\nconst r = {\r\n  status: "success",\r\n  content: [\r\n    { text: "ok" },\r\n  ],\r\n  frames: 512,\r\n};\r\n',
      output:
        '// header\nconst r = {\r\n  status: "success",\r\n  content: [\r\n    { text: "ok" },\r\n    { json: { frames: 512 } },\r\n  ],\r\n};\r\n',
      errors: [extra("frames", [7, 3, 14])],
    },
    {
      name: "suggestion: JSX text on several lines, which Prettier indents with its element",
      filename: "view.jsx",
      code: 'const r = {\n  status: "success",\n  content: [{ text: "ok" }],\n  view: (\n    <div>\n      x\n    </div>\n  ),\n};\n',
      output: null,
      errors: [
        {
          ...extra("view", [4, 3, 8, 4]),
          suggestions: suggestion(
            '"view"',
            'const r = {\n  status: "success",\n  content: [\n    { text: "ok" },\n    {\n      json: {\n        view: (\n          <div>\n            x\n    </div>\n        ),\n      },\n    },\n  ],\n};\n',
          ),
        },
      ],
    },
  ],
});

ruleTester.run("move-to-json: the moved key read in other ways", noExtraKeys, {
  valid: [],
  invalid: readCases.map(([name, template, position]) => ({
    name: `suggestion: ${name}`,
    filename: "tool.js",
    code: template.replace("R", LITERAL),
    output: null,
    errors: [{ ...extra("frames", position), suggestions: suggestion('"frames"', template.replace("R", MOVED)) }],
  })),
});

ruleTester.run("move-to-json: keys read after the result is built", noExtraKeys, {
  valid: [],
  invalid: [
    {
      name: "read through the variable that holds the result",
      code: `const r = { status: "success", content: [], frames: 1 };
log(r.frames);`,
      output: null,
      errors: [
        {
          ...extra("frames", [1, 45, 54]),
          suggestions: suggestion(
            '"frames"',
            `const r = { status: "success", content: [{ json: { frames: 1 } }] };
log(r.frames);`,
          ),
        },
      ],
    },
    {
      name: "read through the variable a call of the returning function is stored in",
      code: `function run() {
  return { status: "success", content: [], frames: 1 };
}
const r = run();
log(r.frames);`,
      output: null,
      errors: [
        {
          ...extra("frames", [2, 44, 53]),
          suggestions: suggestion(
            '"frames"',
            `function run() {
  return { status: "success", content: [{ json: { frames: 1 } }] };
}
const r = run();
log(r.frames);`,
          ),
        },
      ],
    },
    {
      name: "read through a variable a logical assignment stores the result in",
      code: `let r;
r ??= { status: "success", content: [], frames: 1 };
log(JSON.stringify(r));`,
      output: null,
      errors: [
        {
          ...extra("frames", [2, 41, 50]),
          suggestions: suggestion(
            '"frames"',
            `let r;
r ??= { status: "success", content: [{ json: { frames: 1 } }] };
log(JSON.stringify(r));`,
          ),
        },
      ],
    },
    {
      name: "a read of a key that stays leaves the fix",
      code: `const r = { status: "success", content: [], frames: 1 };
log(r.status);`,
      output: `const r = { status: "success", content: [{ json: { frames: 1 } }] };
log(r.status);`,
      errors: [extra("frames", [1, 45, 54])],
    },
  ],
});

ruleTester.run("move-to-json: comments", noExtraKeys, {
  valid: [],
  invalid: [
    {
      name: "a comment between a moved value and its comma moves with it, once",
      code: `const r = {
  status: "success",
  content: [{ text: "a" }],
  frames: 1 /* why */,
};`,
      output: `const r = {
  status: "success",
  content: [{ text: "a" }, { json: { frames: 1 /* why */ } }],
};`,
      errors: [extra("frames", [4, 3, 12])],
    },
    {
      name: "a comment inside an empty json object stays",
      code: `const r = { status: "success", content: [{ json: { /* none yet */ } }], frames: 1 };`,
      output: `const r = {
  status: "success",
  content: [{ json: { /* none yet */ frames: 1 } }],
};`,
      errors: [extra("frames", [1, 73, 82])],
    },
    {
      name: "a comment inside an empty content array stays",
      code: `const r = { status: "success", content: [/* none */], frames: 1 };`,
      output: `const r = { status: "success", content: [/* none */ { json: { frames: 1 } }] };`,
      errors: [extra("frames", [1, 55, 64])],
    },
    {
      name: "a comment between two properties on one line belongs to one of them only",
      code: `const r = { status: "success", content: [{ text: "a" }], a: 1, /* c */ b: 2 };`,
      output: `const r = {
  status: "success",
  content: [{ text: "a" }, { json: { a: 1, /* c */ b: 2 } }],
};`,
      errors: [extra("a", [1, 58, 62]), extra("b", [1, 72, 76])],
    },
    {
      name: "a comment after a kept key's comma on its line stays with that key",
      code: `const r = {
  status: "success", // always
  content: [{ text: "a" }], // the summary
  frames: 1, // per run
};`,
      output: `const r = {
  status: "success", // always
  content: [
    { text: "a" },
    {
      json: {
        frames: 1, // per run
      },
    },
  ], // the summary
};`,
      errors: [extra("frames", [4, 3, 12])],
    },
  ],
});

ruleTester.run("move-to-json: text that must not change", noExtraKeys, {
  valid: [],
  invalid: [
    {
      // A suggestion: JSON.stringify may not carry an element (React's refers to its owner).
      name: "a multi-line JSX attribute string in a moved value keeps its lines",
      filename: "view.jsx",
      code: `const r = {
  status: "success",
  content: [
    { text: "a" },
  ],
  view: <Panel title="first line
second line" />,
};`,
      output: null,
      errors: [
        {
          ...extra("view", [6, 3, 7, 16]),
          suggestions: [
            {
              messageId: "moveToJson",
              data: { members: '"view"' },
              output: `const r = {
  status: "success",
  content: [
    { text: "a" },
    {
      json: {
        view: <Panel title="first line
second line" />,
      },
    },
  ],
};`,
            },
          ],
        },
      ],
    },
    {
      name: "a multi-line template in a moved value keeps its lines",
      code: `function f() {
  return {
    status: "success",
    content: [
      { text: "a" },
    ],
    note: \`first
    second\`,
  };
}`,
      output: `function f() {
  return {
    status: "success",
    content: [
      { text: "a" },
      {
        json: {
          note: \`first
    second\`,
        },
      },
    ],
  };
}`,
      errors: [extra("note", [7, 5, 8, 12])],
    },
    {
      name: "lines inserted into a CRLF file end in CRLF",
      code: 'const r = {\r\n  status: "success",\r\n  content: [\r\n    { text: "a" },\r\n  ],\r\n  frames: 1,\r\n};\r\n',
      output:
        'const r = {\r\n  status: "success",\r\n  content: [\r\n    { text: "a" },\r\n    { json: { frames: 1 } },\r\n  ],\r\n};\r\n',
      errors: [extra("frames", [6, 3, 12])],
    },
  ],
});

ruleTester.run("move-to-json: layout", noExtraKeys, {
  valid: [],
  invalid: [
    {
      name: "a one-line content array that still fits stays on one line",
      code: `const r = {
  status: "success",
  content: [{ text: "a" }],
  frames: 1,
};`,
      output: `const r = {
  status: "success",
  content: [{ text: "a" }, { json: { frames: 1 } }],
};`,
      errors: [extra("frames", [4, 3, 12])],
    },
    {
      name: "a one-line content array that no longer fits gets one element a line",
      code: `const r = {
  status: "success",
  content: [{ text: "Teleoperation completed: 512 frames." }],
  frames: 512,
  hzActual: 49.7,
};`,
      output: `const r = {
  status: "success",
  content: [
    { text: "Teleoperation completed: 512 frames." },
    { json: { frames: 512, hzActual: 49.7 } },
  ],
};`,
      errors: [extra("frames", [4, 3, 14]), extra("hzActual", [5, 3, 17])],
    },
    {
      // 80 characters, 81 columns: the emoji takes two, as Prettier counts it. Found by the Prettier
      // round-trip (move-to-json.prettier.test.ts) once its words held emoji.
      name: "a line that fits by its length but not by its width gets one element a line",
      code: `const r = {
  status: "success",
  content: [{ text: "✅ Teleoperation done, 512 ok." }],
  frames: 1,
};`,
      output: `const r = {
  status: "success",
  content: [
    { text: "✅ Teleoperation done, 512 ok." },
    { json: { frames: 1 } },
  ],
};`,
      errors: [extra("frames", [4, 3, 12])],
    },
    {
      // Prettier keeps a long string beside a key narrower than tabWidth + 3 columns (and breaks after a
      // wider one). Where the member no longer fits one level deeper the fix cannot tell which Prettier
      // would do, so the move is a suggestion. Found by the Prettier round-trip under tabWidth 4.
      name: "a long string beside a short key that no longer fits where it moves is a suggestion",
      code: `function run() {
    return {
        status: "success",
        content: [],
        steps: "Teleoperation completed: 512 frames in the episode, all good",
    };
}`,
      output: null,
      errors: [
        {
          ...extra("steps", [5, 9, 78]),
          suggestions: suggestion(
            '"steps"',
            `function run() {
    return {
        status: "success",
        content: [
            {
                json: {
                    steps: "Teleoperation completed: 512 frames in the episode, all good",
                },
            },
        ],
    };
}`,
          ),
        },
      ],
    },
    {
      // Indented with tabs, the file cannot show Prettier's tabWidth: the settings give it. At 4 columns a
      // tab, the json block's line is 83 columns wide and breaks; at 2 it would be 75 and fit.
      name: "with tabs, settings.tabWidth says how wide a tab is",
      settings: { "tool-result": { tabWidth: 4 } },
      code: `function run() {
\treturn {
\t\tstatus: "success",
\t\tcontent: [],
\t\tsteps: "Teleoperation completed: 512 frames, all good",
\t};
}`,
      output: `function run() {
\treturn {
\t\tstatus: "success",
\t\tcontent: [
\t\t\t{
\t\t\t\tjson: {
\t\t\t\t\tsteps: "Teleoperation completed: 512 frames, all good",
\t\t\t\t},
\t\t\t},
\t\t],
\t};
}`,
      errors: [extra("steps", [5, 3, 57])],
    },
    {
      name: "braces written without spaces inside get a json block written the same way",
      code: `const r = {
  status: "success",
  content: [{text: "a"}],
  frames: 1,
};`,
      output: `const r = {
  status: "success",
  content: [{text: "a"}, {json: {frames: 1}}],
};`,
      errors: [extra("frames", [4, 3, 12])],
    },
    {
      // A JSX expression's braces (`{title}`) have no spaces under any bracketSpacing: they say nothing.
      name: "the braces of a JSX expression do not decide the space inside the json block's braces",
      filename: "view.tsx",
      code: `const view = <Label text={title} />;
const r = {
  status: "success",
  content: [],
  frames: 1,
};`,
      output: `const view = <Label text={title} />;
const r = {
  status: "success",
  content: [{ json: { frames: 1 } }],
};`,
      errors: [extra("frames", [5, 3, 12])],
    },
    {
      // Prettier would have put these objects one a line; the code did not, and the fix follows the code.
      name: "a moved one-line array of objects stays on one line where it fits",
      code: `const r = {
  status: "success",
  content: [],
  arms: [{ id: 1, ok: true }, { id: 2, ok: false }],
};`,
      output: `const r = {
  status: "success",
  content: [{ json: { arms: [{ id: 1, ok: true }, { id: 2, ok: false }] } }],
};`,
      errors: [extra("arms", [4, 3, 52])],
    },
  ],
});

describe("move-to-json: reports turned off by a comment", () => {
  // Directives name the rule as the user's config does (`tool-result/...`), which RuleTester cannot.
  const linter = new Linter({ configType: "flat" });
  const config: Linter.Config[] = [
    {
      plugins: { "tool-result": plugin },
      rules: plugin.configs.recommended.rules,
      linterOptions: { reportUnusedDisableDirectives: "error" },
    },
  ];

  it("leaves a suppressed key where it is when another key moves, and the directive stays used", () => {
    const code = `const r = {
  status: "success",
  content: [{ text: "a" }],
  // eslint-disable-next-line tool-result/no-extra-keys -- read by the dashboard adapter
  frames: 1,
  hz: 50,
};`;
    const result = linter.verifyAndFix(code, config, { filename: "tool.js" });
    expect(result.output).toBe(`const r = {
  status: "success",
  content: [{ text: "a" }, { json: { hz: 50 } }],
  // eslint-disable-next-line tool-result/no-extra-keys -- read by the dashboard adapter
  frames: 1,
};`);
    expect(result.messages).toEqual([]);
  });

  it("reads a quoted rule id in a directive as ESLint does: the suppressed key stays, the spread moves", () => {
    const code = `/* eslint-disable "tool-result/no-extra-keys" -- the dashboard reads frames */
const r = {
  status: "success",
  content: [{ text: "ok" }],
  frames: 1,
  ...{ a: 1 },
};`;
    const result = linter.verifyAndFix(code, config, { filename: "tool.js" });
    expect(result.output).toBe(`/* eslint-disable "tool-result/no-extra-keys" -- the dashboard reads frames */
const r = {
  status: "success",
  content: [{ text: "ok" }, { json: { ...{ a: 1 } } }],
  frames: 1,
};`);
    expect(result.messages).toEqual([]);
  });

  // Found by move-to-json.fuzz.test.ts (seed 0, 20,000 runs): the move broke the line the directive
  // covers, so the second --fix moved the suppressed key the first one had kept.
  it("gives only a suggestion when the move would take a suppressed key off the line its directive covers", () => {
    const code = `const r = {
  status: "error",
  // eslint-disable-next-line tool-result/no-extra-keys -- kept on purpose
  errors: 1, content: [{ text: "a" }], ...(ok ? { x: 1 } : {}), toolUseId: "id-1", frames: { left: 1, right: [2] },
};`;
    const messages = linter.verify(code, config, { filename: "tool.js" });
    expect(messages.map((m) => [m.ruleId, m.line, m.fix === undefined, m.suggestions?.length])).toEqual([
      ["tool-result/no-spread", 4, true, 1],
    ]);
    const [suggested] = messages[0]?.suggestions ?? [];
    const output = code.slice(0, suggested!.fix.range[0]) + suggested!.fix.text + code.slice(suggested!.fix.range[1]);
    expect(output).toContain("// eslint-disable-next-line tool-result/no-extra-keys -- kept on purpose\n  errors: 1,");
  });

  it("still fixes when the move leaves the line the directive covers alone", () => {
    const code = `const r = {
  status: "error",
  content: [{ text: "a" }],
  // eslint-disable-next-line tool-result/no-extra-keys -- kept on purpose
  errors: 1, frames: 2,
  hz: 50,
};`;
    const result = linter.verifyAndFix(code, config, { filename: "tool.js" });
    expect(result.output).toBe(`const r = {
  status: "error",
  content: [{ text: "a" }, { json: { hz: 50 } }],
  // eslint-disable-next-line tool-result/no-extra-keys -- kept on purpose
  errors: 1, frames: 2,
};`);
    expect(result.messages).toEqual([]);
  });

  it("gives only a suggestion when an eslint-disable-line comment and its key would end up on two lines", () => {
    const code = `const r = {
  status: "error",
  frames: 2, content: [{ text: "a summary of what the tool did here" }], // eslint-disable-line tool-result/no-extra-keys
  hz: 50,
};`;
    const messages = linter.verify(code, config, { filename: "tool.js" });
    expect(messages.map((m) => [m.ruleId, m.line, m.fix === undefined, m.suggestions?.length])).toEqual([
      ["tool-result/no-extra-keys", 4, true, 1],
    ]);
  });

  it("gives only a suggestion when a directive comment would move with a member", () => {
    // The eslint-enable leads hz: in the json block it would sit before frames, whose report the next
    // lint would then make (and the next --fix move).
    const code = `const r = {
  status: "success",
  /* eslint-disable tool-result/no-extra-keys */
  content: [{ text: "a" }],
  frames: 1,
  /* eslint-enable tool-result/no-extra-keys */
  hz: 2,
};`;
    const messages = linter.verify(code, config, { filename: "tool.js" });
    expect(messages.map((m) => [m.ruleId, m.line, m.fix === undefined, m.suggestions?.length])).toEqual([
      ["tool-result/no-extra-keys", 7, true, 1],
    ]);
  });

  it("gives only a suggestion when a TypeScript directive covers a line the move edits", () => {
    // In the json block frames type-checks, so the @ts-expect-error would be unused: an error (TS2578).
    const ts: Linter.Config[] = [{ ...config[0], files: ["**/*.ts"], languageOptions: { parser: tsParser } }];
    const code = `const r: ToolResult = {
  status: "success",
  content: [{ text: "a" }],
  // @ts-expect-error -- frames is not in the type
  frames: 1,
};`;
    const messages = linter.verify(code, ts, { filename: "tool.ts" });
    expect(messages.map((m) => [m.ruleId, m.line, m.fix === undefined, m.suggestions?.length])).toEqual([
      ["tool-result/no-extra-keys", 5, true, 1],
    ]);
    // One on a line the move leaves alone keeps it a fix.
    const elsewhere = `const r = {
  // @ts-ignore -- a status the type does not know
  status: "paused",
  content: [{ text: "a" }],
  frames: 1,
};`;
    expect(linter.verifyAndFix(elsewhere, ts, { filename: "tool.ts" }).output).toBe(`const r = {
  // @ts-ignore -- a status the type does not know
  status: "paused",
  content: [{ text: "a" }, { json: { frames: 1 } }],
};`);
  });

  it("gives only a suggestion when the suppressed member could change which value wins", () => {
    const code = `const r = {
  status: "success",
  content: [{ text: "a" }],
  // eslint-disable-next-line tool-result/no-spread -- a vetted adapter
  ...stats,
  frames: 1,
};`;
    const messages = linter.verify(code, config, { filename: "tool.js" });
    expect(messages.map((m) => [m.ruleId, m.line, m.fix === undefined, m.suggestions?.length])).toEqual([
      ["tool-result/no-extra-keys", 6, true, 1],
    ]);
  });
});

describe("move-to-json: work is linear in the number of members", () => {
  const linter = new Linter({ configType: "flat" });
  const rules = timedRules(plugin);
  const config: Linter.Config[] = [
    { plugins: { "tool-result": rules.plugin }, rules: plugin.configs.recommended.rules },
  ];
  const literal = (n: number, multiline: boolean): string => {
    const keys = Array.from({ length: n }, (_, i) => `k${i}: ${i}`);
    return multiline
      ? `const r = {\n  status: "success",\n  content: [{ text: "a" }],\n  ${keys.join(",\n  ")},\n};\n`
      : `const r = { status: "success", content: [{ text: "a" }], ${keys.join(", ")} };\n`;
  };
  const fix = (code: string) => () => {
    expect(linter.verifyAndFix(code, config, { filename: "tool.js" }).fixed).toBe(true);
  };

  for (const multiline of [false, true]) {
    it(`${multiline ? "one key a line" : "one line"}: four times the keys take the rules about four times as long, not sixteen`, () => {
      // The rules' own CPU time, in turn: ESLint's work (parsing, sorting reports) is not linear itself.
      // 4,000 keys and more: below that the rules' fixed cost per file weighs on the smaller run's time.
      const [small, large] = fastestInTurn(
        [fix(literal(4_000, multiline)), fix(literal(16_000, multiline))],
        // Five turns, not three: a garbage collection of the larger tree, paid in one listener, failed
        // this twice in full suite runs (6.6 and 7.5) where 3.3 to 4.5 was measured alone.
        5,
        rules.measure,
      );
      expect(large! / small!).toBeLessThan(6);
    });
  }
});
