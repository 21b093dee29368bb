import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as runtime from "../../src/runtime/index.js";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src");

/** The modules the runtime entry loads at run time (type-only imports are erased), following relative imports. */
function runtimeGraph(entry: string): { files: string[]; bare: string[] } {
  const files = new Set<string>();
  const bare = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gmu)) {
      const specifier = match[1]!;
      if (specifier.startsWith(".")) queue.push(path.resolve(path.dirname(file), specifier.replace(/\.js$/u, ".ts")));
      else bare.add(specifier);
    }
  }
  return { files: [...files].map((f) => path.relative(src, f)).sort(), bare: [...bare] };
}

describe("the runtime entry point", () => {
  it("imports no package (not ESLint, not TypeScript, no dependency) and nothing outside runtime/ but contract data and common helpers", () => {
    const { files, bare } = runtimeGraph(path.join(src, "runtime/index.ts"));
    expect(bare).toEqual([]);
    expect(files.filter((f) => !f.startsWith(`runtime${path.sep}`))).toEqual([
      path.join("common", "closest.ts"),
      path.join("common", "describe-value.ts"),
      path.join("common", "freeze.ts"),
      path.join("common", "is-record.ts"),
      path.join("common", "path.ts"),
      path.join("common", "plain-prototype.ts"),
      path.join("common", "text.ts"),
      path.join("contract", "define.ts"),
      path.join("contract", "json-schema.ts"),
      path.join("contract", "keys.ts"),
      path.join("contract", "mcp-messages.ts"),
      path.join("contract", "presets.ts"),
      path.join("contract", "read.ts"),
    ]);
  });

  it("exports the names other modules rely on", () => {
    for (const name of [
      "assertToolResult",
      "validateToolResult",
      "isToolResult",
      "ToolResultContractError",
      "toolResultSchema",
      "jsonPayload",
      "validateToolResultAsync",
    ]) {
      expect(runtime).toHaveProperty(name);
    }
  });
});
