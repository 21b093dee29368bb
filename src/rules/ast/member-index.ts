/**
 * The member reads of a file by the member's name, made once per file: where a function stored as a
 * member (a method, a getter, `o.run = f`) may be called from, whatever the object. Also the names that
 * destructuring takes (`const { run } = t`), whether the file reads members by a name given as a
 * string (`Reflect.get(T, "run")`), and the member names its types read (`Tool["run"]`).
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { valueOf } from "./functions.js";
import { plainKeyName } from "./static-values.js";
import { walk } from "./walk.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Functions that read a member by a name given as a string, or hand a descriptor of it. */
const REFLECTIVE = new Set([
  "Reflect.get",
  "Reflect.getOwnPropertyDescriptor",
  "Object.getOwnPropertyDescriptor",
  "Object.getOwnPropertyDescriptors",
]);

interface MemberIndex {
  /** Member reads by the member's name (`x.run`, `x["run"]`; the whole chain's value, as `valueOf` gives it). */
  readonly byName: Map<string, TSESTree.Node[]>;
  /** Those of a name the file cannot show (`x[key]`), which may be any member. */
  readonly unknown: TSESTree.Node[];
  /** Names taken by destructuring (`const { run } = t`), and whether a pattern takes a computed name. */
  readonly destructured: Set<string>;
  readonly destructuresAny: { value: boolean };
  /** Whether the file reads members by a name given as a string (`Reflect.get(T, "run")`). */
  reflects: boolean;
  /** Member names a type reads (`Tool["run"]`, `typeof t.run`): a method's type, its return type with it. */
  readonly inTypes: Set<string>;
  /** Whether the file writes to or defines on a built-in's prototype (`Array.prototype`, `Object.prototype`). */
  patchesPrototypes: boolean;
}

const memberIndexes = new WeakMap<SourceCode, MemberIndex>();

/** The built-ins whose prototypes every array or object of the file inherits from. */
const BUILTIN_PROTOTYPES = new Set(["Array", "Object"]);

/** Whether a read of `X.prototype` changes it: given to a call (`Object.defineProperty(...)`), or written through. */
function patches(prototype: TSESTree.MemberExpression): boolean {
  const parent = prototype.parent;
  if (parent.type === AST_NODE_TYPES.CallExpression) return parent.arguments.includes(prototype);
  if (parent.type !== AST_NODE_TYPES.MemberExpression || parent.object !== prototype) return false;
  const up = parent.parent;
  return (
    (up.type === AST_NODE_TYPES.AssignmentExpression && up.left === parent) ||
    (up.type === AST_NODE_TYPES.CallExpression && up.callee === parent)
  );
}

/** The file's member reads and destructured names, indexed once per file. */
export function memberIndex(sourceCode: SourceCode): MemberIndex {
  let index = memberIndexes.get(sourceCode);
  if (index === undefined) {
    const built: MemberIndex = {
      reflects: false,
      byName: new Map(),
      unknown: [],
      destructured: new Set(),
      destructuresAny: { value: false },
      inTypes: new Set(),
      patchesPrototypes: false,
    };
    walk(sourceCode, (node) => {
      if (node.type === AST_NODE_TYPES.TSIndexedAccessType) {
        const index = node.indexType;
        if (index.type === AST_NODE_TYPES.TSLiteralType && index.literal.type === AST_NODE_TYPES.Literal)
          built.inTypes.add(String(index.literal.value));
        return;
      }
      if (node.type === AST_NODE_TYPES.TSQualifiedName) {
        built.inTypes.add(node.right.name);
        return;
      }
      if (node.type === AST_NODE_TYPES.ObjectPattern) {
        for (const p of node.properties) {
          const name = p.type === AST_NODE_TYPES.RestElement ? "" : p.computed ? undefined : plainKeyName(p);
          if (name === undefined) built.destructuresAny.value = true;
          else if (name !== "") built.destructured.add(name);
        }
        return;
      }
      if (node.type !== AST_NODE_TYPES.MemberExpression) return;
      const name = memberName(node);
      if (
        name === "prototype" &&
        node.object.type === AST_NODE_TYPES.Identifier &&
        BUILTIN_PROTOTYPES.has(node.object.name)
      )
        built.patchesPrototypes ||= patches(node);
      if (node.object.type === AST_NODE_TYPES.Identifier && REFLECTIVE.has(`${node.object.name}.${name ?? ""}`))
        built.reflects = true;
      const use = valueOf(node);
      if (name === undefined) built.unknown.push(use);
      else if (built.byName.has(name)) built.byName.get(name)?.push(use);
      else built.byName.set(name, [use]);
    });
    index = built;
    memberIndexes.set(sourceCode, index);
  }
  return index;
}

/** The reads of members of this name in the file, with those whose name the file cannot show. */
export function membersNamed(sourceCode: SourceCode, name: string): readonly TSESTree.Node[] {
  const index = memberIndex(sourceCode);
  const named = index.byName.get(name) ?? [];
  return index.unknown.length === 0 ? named : [...named, ...index.unknown];
}

/** Whether a destructuring pattern of the file may take a member of this name (`const { run } = t`). */
export function destructuresMember(sourceCode: SourceCode, name: string): boolean {
  const index = memberIndex(sourceCode);
  return index.destructuresAny.value || index.destructured.has(name);
}

export function memberName(member: TSESTree.MemberExpression): string | undefined {
  const property = member.property;
  if (!member.computed) return property.type === AST_NODE_TYPES.Identifier ? property.name : undefined;
  return property.type === AST_NODE_TYPES.Literal ? String(property.value) : undefined;
}

/** The call whose callee a member expression is (`x.run(...)`), if it is one. */
export function calledMember(member: TSESTree.MemberExpression): TSESTree.CallExpression | undefined {
  const value = valueOf(member);
  const call = value.parent;
  return call?.type === AST_NODE_TYPES.CallExpression && call.callee === value ? call : undefined;
}
