// validateToolResult against ajv (compiled from the shipped contract.schema.json, with default options
// and with allErrors: true) and zod 4 (an equivalent schema written below from the same contract data),
// on the same payloads, in one run. Each payload is checked by all of them first (they must agree),
// then timed: samples interleave the validators, each sample times a batch of calls, and the ratios
// use the fastest sample of each (the machine runs other work, and the fastest sample is the one it
// disturbed least); the medians are listed too. Then the hostile inputs of the runtime's bounds are timed once each
// (they must finish well under a second). Writes bench/results/runtime.md. Run with
// `npm run bench -- runtime`.
import { readFileSync, writeFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";
import { DEFAULT_CONTRACT, IMAGE_FORMATS, topLevelKeys } from "../../dist/contract/presets.js";
import os from "node:os";
import { assertToolResult, isToolResult, validateToolResult } from "../../dist/runtime/index.js";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 41);
const loadBefore = os.loadavg()[0].toFixed(2);
const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? 20);

// --- the three validators --------------------------------------------------------------------------
const schema = JSON.parse(readFileSync(new URL("../../contract.schema.json", import.meta.url), "utf8"));
const ajvValidate = new Ajv2020().compile(schema);
// The same job as validateToolResult on an invalid result: every issue, not the first.
const ajvAllValidate = new Ajv2020({ allErrors: true }).compile(schema);
// For reference, the fastest form of the schema we know for ajv: jsonValue as one union `type` (needs
// allowUnionTypes; the shipped schema uses anyOf so that it compiles under ajv's strict defaults, and
// ajv's anyOf builds an error object for every branch that fails).
const unionSchema = structuredClone(schema);
unionSchema.$defs.jsonValue = {
  type: ["string", "number", "object", "array", "boolean", "null"],
  items: { $ref: "#/$defs/jsonValue" },
  additionalProperties: { $ref: "#/$defs/jsonValue" },
};
const ajvUnionValidate = new Ajv2020({ allowUnionTypes: true }).compile(unionSchema);

// zod: the same contract. A block carries exactly one kind: a union of one branch per kind, where the
// other kinds must be absent; other keys in a block are not checked (looseObject), as in the contract.
const jsonValue = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);
const kindValues = {
  text: z.string(),
  json: jsonValue,
  image: z.looseObject({ format: z.enum(IMAGE_FORMATS), source: z.looseObject({ bytes: z.instanceof(Uint8Array) }) }),
};
const kinds = DEFAULT_CONTRACT.blockKinds;
const zodBlock = z.union(
  kinds.map((kind) =>
    z.looseObject(Object.fromEntries(kinds.map((k) => [k, k === kind ? kindValues[k] : z.never().optional()]))),
  ),
);
const zodResult = z.strictObject({
  status: z.enum(DEFAULT_CONTRACT.statuses),
  content: z.array(zodBlock).min(1),
  ...Object.fromEntries(
    topLevelKeys(DEFAULT_CONTRACT)
      .filter((k) => k !== "status" && k !== "content")
      .map((k) => [k, z.string().optional()]),
  ),
});

const validators = {
  validateToolResult: (value) => validateToolResult(value).ok,
  ajv: (value) => ajvValidate(value),
  "ajv (allErrors)": (value) => ajvAllValidate(value),
  "ajv (union type)": (value) => ajvUnionValidate(value),
  zod: (value) => zodResult.safeParse(value).success,
};

// --- payloads --------------------------------------------------------------------------------------
const png = new Uint8Array(4096).fill(7);
const reading = (i) => ({
  t: i * 0.02,
  joint: `j${i % 7}`,
  position: Math.sin(i),
  velocity: Math.cos(i) / 3,
  ok: i % 13 !== 0,
  note: i % 5 ? null : "late",
});
const payloads = [
  {
    name: "small: text + json telemetry",
    valid: true,
    value: {
      status: "success",
      content: [
        { text: "Teleoperation completed: 512 frames, 0 errors, 49.7 Hz." },
        { json: { frames: 512, errors: 0, hzActual: 49.7, robot: "so100" } },
      ],
      toolUseId: "tooluse_1",
    },
  },
  {
    name: "medium: 100 readings + image",
    valid: true,
    value: {
      status: "degraded",
      content: [
        { text: "Rollout finished with 3 dropped frames." },
        { json: { episode: 4, readings: Array.from({ length: 100 }, (_, i) => reading(i)), tags: ["sim", "arm"] } },
        { image: { format: "png", source: { bytes: png } } },
      ],
    },
  },
  {
    name: "many blocks: 200 text/json blocks",
    valid: true,
    value: {
      status: "success",
      content: Array.from({ length: 200 }, (_, i) => (i % 2 ? { text: `step ${i}` } : { json: { step: i, ok: true } })),
    },
  },
  {
    name: "large: 10,000 readings",
    valid: true,
    value: {
      status: "success",
      content: [{ text: "Log export." }, { json: { readings: Array.from({ length: 10_000 }, (_, i) => reading(i)) } }],
    },
  },
  {
    name: "invalid, small: telemetry beside content",
    valid: false,
    /* eslint-disable tool-result/no-extra-keys -- the invalid payload, on purpose */
    value: {
      status: "success",
      content: [{ text: "Teleoperation completed." }],
      frames: 512,
      errors: 0,
      hzActual: 49.7,
    },
    /* eslint-enable tool-result/no-extra-keys */
  },
  {
    name: "invalid, many blocks: 3 bad among 200",
    valid: false,
    value: {
      status: "success",
      content: Array.from({ length: 200 }, (_, i) =>
        i === 50
          ? { text: 5 }
          : i === 120
            ? { json: { step: i, rate: Infinity } }
            : i === 199
              ? { frames: 1 }
              : i % 2
                ? { text: `step ${i}` }
                : { json: { step: i, ok: true } },
      ),
    },
  },
  {
    name: "invalid, large: NaN in 3 of 10,000 readings",
    valid: false,
    value: {
      status: "success",
      content: [
        { text: "Log export." },
        {
          json: {
            readings: Array.from({ length: 10_000 }, (_, i) =>
              i % 4000 === 1 ? { ...reading(i), velocity: NaN } : reading(i),
            ),
          },
        },
      ],
    },
  },
  {
    name: "invalid, medium: NaN deep in 100 readings",
    valid: false,
    value: {
      status: "success",
      content: [
        {
          json: {
            readings: Array.from({ length: 100 }, (_, i) => (i === 99 ? { ...reading(i), position: NaN } : reading(i))),
          },
        },
      ],
    },
  },
];

/** Counts the values in a payload (every element and property), for the table. */
function countValues(value) {
  let n = 0;
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    n++;
    if (v !== null && typeof v === "object" && !ArrayBuffer.isView(v))
      stack.push(...(Array.isArray(v) ? v : Object.values(v)));
  }
  return n;
}

// --- measuring -------------------------------------------------------------------------------------
let sink = 0;
const gc = globalThis.gc ?? (() => {});
function perCall(fn, value, iterations) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) if (fn(value)) sink++;
  return Number(process.hrtime.bigint() - start) / iterations;
}

function calibrate(fn, value) {
  let iterations = 1;
  for (;;) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) fn(value);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (ms >= SAMPLE_MS / 4) return Math.max(1, Math.round((iterations * SAMPLE_MS) / ms));
    iterations *= 4;
  }
}

const medianOf = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const rows = [];
const only = process.env.BENCH_ONLY; // a substring of payload names, to time a subset while profiling
for (const payload of payloads.filter((p) => !only || p.name.includes(only))) {
  for (const [name, fn] of Object.entries(validators)) {
    if (fn(payload.value) !== payload.valid) {
      throw new Error(
        `${name} says ${!payload.valid} on "${payload.name}", expected ${payload.valid}: the validators disagree, so timing them is meaningless.`,
      );
    }
  }
  const iterations = Object.fromEntries(
    Object.entries(validators).map(([name, fn]) => [name, calibrate(fn, payload.value)]),
  );
  const times = Object.fromEntries(Object.keys(validators).map((name) => [name, []]));
  gc(); // start each payload from a clean heap (bench/run.mjs passes --expose-gc)
  for (let s = 0; s < SAMPLES; s++) {
    for (const [name, fn] of Object.entries(validators)) times[name].push(perCall(fn, payload.value, iterations[name]));
  }
  const ns = Object.fromEntries(Object.entries(times).map(([name, xs]) => [name, Math.min(...xs)]));
  const medianNs = Object.fromEntries(Object.entries(times).map(([name, xs]) => [name, medianOf(xs)]));
  const row = {
    ...payload,
    values: countValues(payload.value),
    ns,
    medianNs,
    ajvRatio: ns.ajv / ns.validateToolResult,
    allErrorsRatio: ns["ajv (allErrors)"] / ns.validateToolResult,
    unionRatio: ns["ajv (union type)"] / ns.validateToolResult,
    zodRatio: ns.zod / ns.validateToolResult,
  };
  rows.push(row);
  console.log(
    `${payload.name.padEnd(44)} ours ${fmt(ns.validateToolResult).padStart(10)}  ajv ${fmt(ns.ajv).padStart(10)} (${row.ajvRatio.toFixed(2)}x)  ajv-all ${fmt(ns["ajv (allErrors)"]).padStart(10)} (${row.allErrorsRatio.toFixed(2)}x)  ajv-union ${fmt(ns["ajv (union type)"]).padStart(10)} (${row.unionRatio.toFixed(2)}x)  zod ${fmt(ns.zod).padStart(10)} (${row.zodRatio.toFixed(1)}x)`,
  );
}
if (sink === -1) console.log(sink);

function fmt(ns) {
  return ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(0)} ns`;
}

if (only) process.exit(0);

// --- hostile inputs: each bound, timed once per entry point (default limits) ---------------------------
const hostile = [
  [
    "sparse content array, length 2^32 - 1",
    () => {
      const holes = [];
      holes.length = 2 ** 32 - 1;
      return { status: "success", content: holes };
    },
  ],
  [
    "sparse json array, length 2^32 - 1",
    () => {
      const holes = [];
      holes.length = 2 ** 32 - 1;
      return { status: "success", content: [{ json: holes }] };
    },
  ],
  [
    "content proxy claiming 2^32 - 1 blocks",
    () => ({
      status: "success",
      content: new Proxy([], { get: (_target, key) => (key === "length" ? 2 ** 32 - 1 : { text: "a" }) }),
    }),
  ],
  [
    "shared-reference DAG of 2^40 values (arrays)",
    () => {
      let bomb = [1];
      for (let i = 0; i < 40; i++) bomb = [bomb, bomb];
      return { status: "success", content: [{ json: bomb }] };
    },
  ],
  [
    "shared-reference DAG of 2^40 values (objects)",
    () => {
      let bomb = { leaf: 1 };
      for (let i = 0; i < 40; i++) bomb = { a: bomb, b: bomb };
      return { status: "success", content: [{ json: bomb }] };
    },
  ],
  [
    "1,000-wide DAG, 5 deep (10^15 values)",
    () => {
      let wide = Array.from({ length: 1000 }, () => 1);
      for (let i = 0; i < 4; i++) wide = Array.from({ length: 1000 }, () => wide);
      return { status: "success", content: [{ json: wide }] };
    },
  ],
  [
    "100,000-deep nesting",
    () => {
      let deep = 1;
      for (let i = 0; i < 100_000; i++) deep = { a: deep };
      return { status: "success", content: [{ json: deep }] };
    },
  ],
  [
    "999,000 holes in content (maxIssues stops it)",
    () => {
      const holes = [];
      holes.length = 999_000;
      return { status: "success", content: holes };
    },
  ],
];
const entryPoints = {
  validateToolResult: (value) => validateToolResult(value).ok,
  assertToolResult: (value) => {
    try {
      assertToolResult(value);
      return true;
    } catch {
      return false;
    }
  },
  isToolResult: (value) => isToolResult(value),
};
const hostileRows = [];
for (const [name, make] of hostile) {
  const value = make();
  const ms = {};
  for (const [entry, fn] of Object.entries(entryPoints)) {
    gc();
    const start = process.hrtime.bigint();
    if (fn(value)) throw new Error(`${entry} accepted the hostile input "${name}"`);
    ms[entry] = Number(process.hrtime.bigint() - start) / 1e6;
  }
  hostileRows.push({ name, ms });
  console.log(
    `${name.padEnd(48)} ${Object.entries(ms)
      .map(([e, t]) => `${e} ${t.toFixed(1)} ms`)
      .join("  ")}`,
  );
}
const worstHostile = Math.max(...hostileRows.flatMap((r) => Object.values(r.ms)));

const valid = rows.filter((r) => r.valid);
const invalid = rows.filter((r) => !r.valid);
const minAjv = Math.min(...valid.map((r) => r.ajvRatio));
const minZod = Math.min(...valid.map((r) => r.zodRatio));
const minUnion = Math.min(...valid.map((r) => r.unionRatio));
const minAllErrors = Math.min(...invalid.map((r) => r.allErrorsRatio));
const met = minAjv >= 3 && minZod >= 10 && minAllErrors >= 1 && worstHostile < 1000;
// The same targets on the medians, for comparison.
const medianRatio = (rows, name) => Math.min(...rows.map((r) => r.medianNs[name] / r.medianNs.validateToolResult));
const median = {
  ajv: medianRatio(valid, "ajv"),
  zod: medianRatio(valid, "zod"),
  allErrors: medianRatio(invalid, "ajv (allErrors)"),
};
const medianMet = median.ajv >= 3 && median.zod >= 10 && median.allErrors >= 1;
const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(", ");
console.log(
  `\nvalid results: ajv/ours >= ${minAjv.toFixed(2)}x (union-type variant ${minUnion.toFixed(2)}x), zod/ours >= ${minZod.toFixed(1)}x; invalid results: ajv (allErrors)/ours >= ${minAllErrors.toFixed(2)}x (medians: ${median.ajv.toFixed(2)}x, ${median.zod.toFixed(1)}x, ${median.allErrors.toFixed(2)}x); hostile inputs: <= ${worstHostile.toFixed(0)} ms; target (>= 3x ajv and >= 10x zod on valid, >= 1x ajv allErrors on invalid, < 1 s per hostile call) ${met ? "met" : "NOT met"}; load average ${loadBefore} before the run, ${load} after`,
);

const md = [
  "## Runtime: validateToolResult vs ajv and zod",
  "",
  "`bench/suites/runtime.mjs`. The same payloads checked by `validateToolResult` (default contract), by ajv 8 (`Ajv2020`) compiled from the shipped `contract.schema.json` with default options (stops at the first error) and with `allErrors: true` (lists every error, the job validateToolResult does on an invalid result), and by zod 4 (`safeParse` of an equivalent schema built from the same contract data; it lists every issue). All must agree on every payload before it is timed. Time per call in the fastest of " +
    `${SAMPLES} interleaved samples of about ${SAMPLE_MS} ms each (the machine runs other work; the fastest sample is the one it disturbed least; medians below); a ratio above 1 means validateToolResult is faster. The machine has ${os.cpus().length} cores and other work ran on it; the 1-minute load average was ${loadBefore} before the run, and (1, 5, 15 minutes) ${load} after it.`,
  "",
  "| payload | values | validateToolResult | ajv | ajv (allErrors) | ajv (union type) | zod | ajv / ours | ajv (allErrors) / ours | ajv (union) / ours | zod / ours |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.values.toLocaleString("en-US")} | ${fmt(r.ns.validateToolResult)} | ${fmt(r.ns.ajv)} | ${fmt(r.ns["ajv (allErrors)"])} | ${fmt(r.ns["ajv (union type)"])} | ${fmt(r.ns.zod)} | ${r.ajvRatio.toFixed(2)}x | ${r.allErrorsRatio.toFixed(2)}x | ${r.unionRatio.toFixed(2)}x | ${r.zodRatio.toFixed(1)}x |`,
  ),
  "",
  "Median time per call over the same samples:",
  "",
  "| payload | validateToolResult | ajv | ajv (allErrors) | ajv (union type) | zod |",
  "|---|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${fmt(r.medianNs.validateToolResult)} | ${fmt(r.medianNs.ajv)} | ${fmt(r.medianNs["ajv (allErrors)"])} | ${fmt(r.medianNs["ajv (union type)"])} | ${fmt(r.medianNs.zod)} |`,
  ),
  "",
  "\"ajv (union type)\" is the shipped schema with `jsonValue` written as one union `type` and compiled with `allowUnionTypes`: the fastest form for ajv that we know. The shipped schema uses `anyOf` there so that it compiles under ajv's strict defaults without a warning; ajv's `anyOf` builds an error object for every branch that fails, which costs it on large payloads.",
  "",
  "Invalid results take the same single pass as valid ones, which collects every issue with its path and a message; ajv with default options stops at the first error, so the like-for-like comparison on invalid results is ajv with `allErrors: true`.",
  "",
  `On valid results validateToolResult is at least ${minAjv.toFixed(2)}x as fast as ajv on the shipped schema (${minUnion.toFixed(2)}x against the union-type variant) and ${minZod.toFixed(1)}x as fast as zod (target: 3x and 10x); on invalid results at least ${minAllErrors.toFixed(2)}x as fast as ajv with allErrors (target: 1x): ${met ? "met" : "**not met**"}. On the medians: ${median.ajv.toFixed(2)}x ajv and ${median.zod.toFixed(1)}x zod on valid results, ${median.allErrors.toFixed(2)}x ajv with allErrors on invalid ones: ${medianMet ? "met" : "**not met**"}.`,
  "",
  "### Hostile inputs",
  "",
  "Each input once per entry point at the default limits (maxValues 1,000,000, maxDepth 1000, maxIssues 100), after a garbage collection; every one must be rejected, well under a second.",
  "",
  "| input | validateToolResult | assertToolResult | isToolResult |",
  "|---|---:|---:|---:|",
  ...hostileRows.map(
    (r) =>
      `| ${r.name} | ${r.ms.validateToolResult.toFixed(1)} ms | ${r.ms.assertToolResult.toFixed(1)} ms | ${r.ms.isToolResult.toFixed(1)} ms |`,
  ),
  "",
].join("\n");
writeFileSync(new URL("../results/runtime.md", import.meta.url), md);
