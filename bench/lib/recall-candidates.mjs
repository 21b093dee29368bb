// Candidates for the recall corpus: every object literal in a file that has a key a tool result has
// (`content`, `isError`, `structuredContent`, `toolUseId`). A script lists them; each one is then
// classified by reading the code (bench/corpus/recall/manifest.json). The suite uses the same list to
// check that the manifest classifies every candidate of every linted file, so a literal cannot be left out.
import { parse as parseTs } from "@typescript-eslint/typescript-estree";
import * as espree from "espree";
import { KEYS } from "eslint-visitor-keys";

/** Keys whose presence makes an object literal a candidate. */
export const CANDIDATE_KEYS = ["content", "isError", "structuredContent", "toolUseId"];

const TS_EXTENSIONS = /\.(?:ts|mts|cts|tsx)$/u;

/** Whether `file` (a path) is TypeScript, by its extension. */
export function isTypeScript(file) {
  return TS_EXTENSIONS.test(file);
}

/**
 * The ESTree program of `text`: typescript-estree for TypeScript, espree for JavaScript (as an ES
 * module; `.cjs` files and files that only parse as scripts as CommonJS). Throws with the file's name
 * when the text does not parse.
 */
export function parseFile(file, text) {
  if (isTypeScript(file)) {
    return parseTs(text, { loc: true, range: true, jsx: file.endsWith(".tsx"), comment: false });
  }
  const options = { ecmaVersion: "latest", loc: true, range: true };
  const order = file.endsWith(".cjs") ? ["commonjs", "module"] : ["module", "commonjs"];
  let first;
  for (const sourceType of order) {
    try {
      return espree.parse(text, { ...options, sourceType, ecmaFeatures: { globalReturn: sourceType === "commonjs" } });
    } catch (error) {
      first ??= error;
    }
  }
  throw new Error(`${file}: does not parse as JavaScript: ${first.message}`);
}

/** The static name of a property key, or undefined (computed, spread). */
export function propertyName(property) {
  if (property.type !== "Property") return undefined;
  if (property.computed) {
    return property.key.type === "Literal" && typeof property.key.value === "string" ? property.key.value : undefined;
  }
  if (property.key.type === "Identifier") return property.key.name;
  if (property.key.type === "Literal") return String(property.key.value);
  return undefined;
}

/** Visits every node of `ast` depth first, with its parent chain (nearest last). */
export function walk(ast, visit) {
  const ancestors = [];
  const go = (node) => {
    visit(node, ancestors);
    ancestors.push(node);
    for (const key of KEYS[node.type] ?? Object.keys(node).filter((k) => k !== "parent" && k !== "loc")) {
      const child = node[key];
      if (Array.isArray(child)) {
        for (const c of child) if (c && typeof c.type === "string") go(c);
      } else if (child && typeof child.type === "string") go(child);
    }
    ancestors.pop();
  };
  go(ast);
}

/**
 * Every candidate object literal of a file, in source order: its position (1-based line and column of
 * the `{`), its keys (`...` for a spread) and its parent chain's node types (innermost last), which helps
 * a reader classify it.
 */
export function findCandidates(file, text) {
  const ast = parseFile(file, text);
  const out = [];
  walk(ast, (node, ancestors) => {
    if (node.type !== "ObjectExpression") return;
    const keys = node.properties.map((p) => (p.type === "SpreadElement" ? "..." : (propertyName(p) ?? "[computed]")));
    if (!keys.some((k) => CANDIDATE_KEYS.includes(k))) return;
    out.push({
      line: node.loc.start.line,
      column: node.loc.start.column + 1,
      range: node.range,
      keys,
      ancestors: ancestors.slice(-4).map((a) => a.type),
    });
  });
  return out;
}

/** `text` on one line, shortened to `max` characters. */
export const oneLine = (text, max) => {
  const flat = text.replace(/\s+/gu, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Where the value of `node` goes, climbing through wrappers that pass it on unchanged. */
export function destination(text, node, ancestors) {
  let child = node;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const a = ancestors[i];
    const src = (n) => oneLine(text.slice(n.range[0], n.range[1]), 50);
    switch (a.type) {
      case "ReturnStatement":
        return "return";
      case "ArrowFunctionExpression":
        return "arrow-body";
      case "VariableDeclarator":
        return `const ${src(a.id)} =`;
      case "AssignmentExpression":
        return `${src(a.left)} =`;
      case "CallExpression":
        return a.callee === child ? "callee" : `arg of ${src(a.callee)}(...)`;
      case "NewExpression":
        return `arg of new ${src(a.callee)}(...)`;
      case "Property":
        return `value of .${a.key.type === "Identifier" ? a.key.name : src(a.key)}`;
      case "ArrayExpression":
        return "array element";
      case "YieldExpression":
        return "yield";
      case "ThrowStatement":
        return "throw";
      case "ExpressionStatement":
        return "statement";
      case "AwaitExpression":
      case "ConditionalExpression":
      case "LogicalExpression":
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSNonNullExpression":
      case "ParenthesizedExpression":
      case "SequenceExpression":
        child = a;
        continue;
      default:
        return a.type;
    }
  }
  return "top";
}

/** The enclosing functions of a node (innermost first), each described by how it is defined or passed. */
export function enclosing(text, ancestors) {
  const out = [];
  for (let i = ancestors.length - 1; i >= 0 && out.length < 3; i--) {
    const fn = ancestors[i];
    if (!/Function/u.test(fn.type)) continue;
    const parent = ancestors[i - 1];
    const src = (n) => oneLine(text.slice(n.range[0], n.range[1]), 40);
    if (fn.type === "FunctionDeclaration") out.push(`function ${fn.id?.name ?? "(default)"}`);
    else if (parent?.type === "CallExpression" || parent?.type === "NewExpression") {
      const first = parent.arguments[0];
      const name = first?.type === "Literal" ? ` ${JSON.stringify(first.value)}` : "";
      out.push(`callback of ${src(parent.callee)}(${name})`);
    } else if (parent?.type === "MethodDefinition") out.push(`method ${src(parent.key)}`);
    else if (parent?.type === "Property") out.push(`.${src(parent.key)}: fn`);
    else if (parent?.type === "VariableDeclarator") out.push(`const ${src(parent.id)} = fn`);
    else out.push(`fn in ${parent?.type}`);
  }
  return out.join(" < ");
}

/** The literal tests of the `case` clauses around a node. */
export function cases(ancestors) {
  const out = [];
  for (const a of ancestors) if (a.type === "SwitchCase" && a.test?.type === "Literal") out.push(String(a.test.value));
  return out.length ? ` case ${out.join("/")}` : "";
}

/**
 * The candidates of a file (as findCandidates) with the context a reader needs to classify each: where
 * its value goes (`to`), the enclosing functions (`within`), the `case` labels around it and a one-line
 * excerpt.
 */
export function describeCandidates(file, text) {
  const ast = parseFile(file, text);
  const out = [];
  walk(ast, (node, ancestors) => {
    if (node.type !== "ObjectExpression") return;
    const keys = node.properties.map((p) => (p.type === "SpreadElement" ? "..." : (propertyName(p) ?? "[computed]")));
    if (!keys.some((k) => CANDIDATE_KEYS.includes(k))) return;
    out.push({
      line: node.loc.start.line,
      column: node.loc.start.column + 1,
      range: node.range,
      keys,
      to: destination(text, node, ancestors),
      within: enclosing(text, ancestors),
      cases: cases(ancestors),
      excerpt: oneLine(text.slice(node.range[0], node.range[1]), 200),
      shape: contentShape(node),
    });
  });
  return out;
}

/**
 * The shape of a candidate's `content` (how a detector sees it without following values):
 * `tagged-array` (an array literal with a `{ type: "..." }` element), `array` (another array literal),
 * `empty-array`, `opaque` (any other expression: a variable, a call, a member), or `none` (no `content`
 * key).
 */
export function contentShape(node) {
  const content = node.properties.find((p) => propertyName(p) === "content");
  if (!content) return "none";
  const value = content.value;
  if (value.type !== "ArrayExpression") return "opaque";
  if (value.elements.length === 0) return "empty-array";
  const tagged = value.elements.some(
    (e) =>
      e?.type === "ObjectExpression" &&
      e.properties.some(
        (p) => propertyName(p) === "type" && p.value.type === "Literal" && typeof p.value.value === "string",
      ),
  );
  return tagged ? "tagged-array" : "array";
}
