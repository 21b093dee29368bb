/**
 * What package.json and the tarball tell a user: the licence, where the project lives, what it depends
 * on, and declarations that refer only to packages the user has.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./lib/readme.js";

const REPO = "https://github.com/eslint-plugin-tool-result/eslint-plugin-tool-result";
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as Record<string, unknown> & {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
  devDependencies: Record<string, string>;
};

describe("package metadata", () => {
  it("is MIT, with the licence text, and says where the repository, its home and its issues are", () => {
    expect(pkg.license).toBe("MIT");
    const license = readFileSync(path.join(root, "LICENSE"), "utf8");
    expect(license.split("\n")[0]).toBe("MIT License");
    expect(license).toMatch(/^Copyright \(c\) \d{4} eslint-plugin-tool-result contributors$/mu);
    expect(pkg.repository).toEqual({ type: "git", url: `git+${REPO}.git` });
    expect(pkg.homepage).toBe(`${REPO}#readme`);
    expect(pkg.bugs).toEqual({ url: `${REPO}/issues` });
    // The rules' docs URLs use the same repository.
    expect(readFileSync(path.join(root, "src/rules/create-rule.ts"), "utf8")).toContain(`"${REPO}"`);
  });

  it("depends at run time on @typescript-eslint/types and get-east-asian-width alone, by caret ranges; ESLint and TypeScript are optional peers", () => {
    // get-east-asian-width is the table Prettier counts columns with: the fix lays lines out by it.
    expect(pkg.dependencies).toEqual({
      "@typescript-eslint/types": expect.stringMatching(/^\^8\.\d+\.\d+$/u),
      "get-east-asian-width": expect.stringMatching(/^\^1\.\d+\.\d+$/u),
    });
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(["eslint", "typescript"]);
    expect(pkg.peerDependenciesMeta).toEqual({ eslint: { optional: true }, typescript: { optional: true } });
    // The rules import only types from @typescript-eslint/utils.
    expect(pkg.devDependencies["@typescript-eslint/utils"]).toBeDefined();
    const imports = spawnSync("git", ["grep", "-h", "@typescript-eslint/utils", "--", "src"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(
      imports.stdout
        .trim()
        .split("\n")
        .filter((line) => !/^import type /u.test(line)),
    ).toEqual([]);
  });

  it("ships declarations that refer only to the package itself, its peer ESLint, and vitest in testing/vitest", () => {
    const result = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      cwd: root,
      encoding: "utf8",
    });
    const [{ files }] = JSON.parse(result.stdout) as [{ files: { path: string }[] }];
    const declarations = files.map((file) => file.path).filter((file) => /\.d\.c?ts$/u.test(file));
    expect(declarations.length).toBeGreaterThan(20);
    const outside: string[] = [];
    for (const file of declarations) {
      const text = readFileSync(path.join(root, file), "utf8").replace(/\/\*[\s\S]*?\*\//gu, "");
      const specifiers = [
        ...text.matchAll(/(?:from |import\(|declare module |require\()"([^"]+)"/gu),
        ...text.matchAll(/<reference types="([^"]+)"/gu),
      ].map((match) => match[1]!);
      for (const specifier of specifiers) {
        if (specifier.startsWith(".")) continue;
        if (specifier === "eslint") continue;
        if (specifier === "vitest" && /(^|\/)testing\/vitest\.d\.ts$/u.test(file)) continue;
        outside.push(`${file}: ${specifier}`);
      }
    }
    expect(outside).toEqual([]);
    expect(files.some((file) => file.path.endsWith(".map"))).toBe(false);
  });
});
