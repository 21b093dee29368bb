import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

describe("examples/agent", () => {
  it("compiles against the built package and runs to a typed report", () => {
    if (!existsSync(path.join(root, "dist/runtime/index.js"))) {
      throw new Error(
        "dist/ is missing: the example imports the built package, so run `npm run build` first (npm test does).",
      );
    }
    execFileSync(process.execPath, [tsc, "-p", "examples/agent/tsconfig.json"], { cwd: root, stdio: "pipe" });
    const output = execFileSync(process.execPath, ["examples/agent/dist/main.js"], { cwd: root, encoding: "utf8" });
    expect(output).toContain('json: {"arm":"left","frames":500,"errors":3,"targetHz":50,"hzActual":49.7}');
    expect(output).toContain("model ended its turn without a TeleopReport: forcing a tool call");
    expect(output).toContain("Validation failed for TeleopReport. Please fix the following errors:");
    expect(output).toContain(
      "structured output (typed TeleopReport): { arm: 'left', frames: 500, errors: 3, healthy: false }",
    );
    expect(output).toContain("registered tools after the run: teleoperate, gripper_check\n");
  });
});
