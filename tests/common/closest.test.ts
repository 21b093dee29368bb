import { describe, expect, it } from "vitest";
import { closestName, didYouMean } from "../../src/common/closest.js";
import { isTypeName } from "../../src/common/identifier.js";

describe("closestName", () => {
  it("finds the name meant by a slip: another case, a separator, a letter or two", () => {
    expect(closestName("Strands", ["strands-robots", "strands", "mcp"])).toBe("strands");
    expect(closestName("strand", ["strands-robots", "strands", "mcp"])).toBe("strands");
    expect(closestName("strands_robots", ["strands-robots", "strands", "mcp"])).toBe("strands-robots");
    expect(closestName("allowKeys", ["preset", "statuses", "allowedKeys", "blockKinds"])).toBe("allowedKeys");
    expect(closestName("maxDeph", ["maxIssues", "maxDepth", "maxValues"])).toBe("maxDepth");
    expect(closestName("status", ["preset", "statuses"])).toBe("statuses");
  });

  it("counts a swap of two neighbouring letters as one edit, and takes a prefix only when asked", () => {
    expect(closestName("jsno", ["json", "stylish"])).toBe("json");
    expect(closestName("fixx", ["fix", "format", "preset"])).toBe("fix");
    expect(closestName("ignore", ["ignore-pattern", "fix"])).toBeUndefined();
    expect(closestName("ignore", ["ignore-pattern", "fix"], { prefix: true })).toBe("ignore-pattern");
    // A prefix of two names, or of fewer than three letters, names neither.
    expect(closestName("form", ["format-json", "format-text"], { prefix: true })).toBeUndefined();
    expect(closestName("ig", ["ignore-pattern"], { prefix: true })).toBeUndefined();
  });

  it("suggests nothing for a name that is not close, an empty one, or one too long to compare", () => {
    expect(closestName("nope", ["strands-robots", "strands", "mcp"])).toBeUndefined();
    expect(closestName("", ["a"])).toBeUndefined();
    expect(closestName("x".repeat(65), ["x".repeat(64)])).toBeUndefined();
    expect(didYouMean(3, ["a"])).toBe("");
    expect(didYouMean("strands", ["strands"])).toBe("");
    expect(didYouMean("strand", ["strands"])).toBe(' Did you mean "strands"?');
  });
});

describe("isTypeName", () => {
  it("takes Unicode identifiers and refuses reserved words and built-in type names", () => {
    for (const name of ["Résultat", "Ergebnis", "結果", "Результат", "$x", "_", "a\u200Cb"])
      expect(isTypeName(name), name).toBe(true);
    for (const name of ["", "Tool Result", "1a", "a-b", "\u200Ca", "class", "enum", "string", "undefined", "await"]) {
      expect(isTypeName(name), name).toBe(false);
    }
  });
});
