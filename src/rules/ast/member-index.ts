/**
 * The member reads of a file by the member's name, made once per file: where a function stored as a
 * member (a method, a getter, `o.run = f`) may be called from, whatever the object. Also the names that
 * destructuring takes (`const { run } = t`), whether the file reads members by a name given as a
 * string (`Reflect.get(T, "run")`), and the member names its types read (`Tool["run"]`).
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { isFunction, valueOf } from "./functions.js";
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
  /**
   * The member names under which the file stores a function of its own (a method, `run: function`,
   * `o.run = () => ...`): a member read of such a name (`handlers.run`) may be that function.
   */
  readonly functionMembers: Set<string>;
  /** Whether the file may write to or define on a built-in's prototype (`Array.prototype`, `Object.prototype`, `Function.prototype`). */
  patchesPrototypes: boolean;
}

const memberIndexes = new WeakMap<SourceCode, MemberIndex>();

/** The built-ins whose prototypes every array, object or function of the file inherits from. */
const BUILTIN_PROTOTYPES = new Set(["Array", "Object", "Function"]);

/**
 * Whether a built-in prototype read here (`Object.prototype`, `Object.getPrototypeOf({})`) may be changed:
 * given to a call (`Object.defineProperty(...)`), written through, or kept under another name
 * (`const proto = Object.prototype`), which may be written through later.
 */
function patches(sourceCode: SourceCode, prototype: TSESTree.Node, alias = true): boolean {
  const parent = prototype.parent;
  if (parent === undefined) return false;
  if (parent.type === AST_NODE_TYPES.CallExpression) return parent.arguments.includes(prototype as TSESTree.Expression);
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === prototype) {
    // `const proto = Object.prototype`: whatever is done through the name.
    const variables = sourceCode.getDeclaredVariables(parent);
    return (
      !alias ||
      parent.id.type !== AST_NODE_TYPES.Identifier ||
      variables.some((v) => v.references.some((r) => r.isRead() && patches(sourceCode, r.identifier, false)))
    );
  }
  if (parent.type === AST_NODE_TYPES.AssignmentExpression) return true;
  if (parent.type !== AST_NODE_TYPES.MemberExpression || parent.object !== prototype) return false;
  const up = parent.parent;
  return (
    (up.type === AST_NODE_TYPES.AssignmentExpression && up.left === parent) ||
    (up.type === AST_NODE_TYPES.CallExpression && up.callee === parent)
  );
}

/** `Object.prototype`, `globalThis.Array.prototype`, `Function.prototype`: a built-in's prototype by name. */
function builtinPrototype(member: TSESTree.MemberExpression): boolean {
  const object = member.object;
  const name =
    object.type === AST_NODE_TYPES.Identifier
      ? object.name
      : object.type === AST_NODE_TYPES.MemberExpression
        ? memberName(object)
        : undefined;
  return name !== undefined && BUILTIN_PROTOTYPES.has(name);
}

/** The member name a node stores a function under: a method or function-valued property, `o.run = f`. */
function storedFunctionName(node: TSESTree.Node): string | undefined {
  switch (node.type) {
    case AST_NODE_TYPES.Property:
    case AST_NODE_TYPES.MethodDefinition:
    case AST_NODE_TYPES.PropertyDefinition:
      // A value given by name (`{ show }`, `done: finish`) may be a function too.
      return !node.computed && (isFunction(node.value ?? undefined) || node.value?.type === AST_NODE_TYPES.Identifier)
        ? plainKeyName(node)
        : undefined;
    case AST_NODE_TYPES.AssignmentExpression:
      return node.left.type === AST_NODE_TYPES.MemberExpression && isFunction(node.right)
        ? memberName(node.left)
        : undefined;
    default:
      return undefined;
  }
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
      functionMembers: new Set(),
    };
    walk(sourceCode, (node) => {
      const stored = storedFunctionName(node);
      if (stored !== undefined) built.functionMembers.add(stored);
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
      // `Object.getPrototypeOf(x)` (or Reflect's) may be a built-in's prototype.
      if (node.type === AST_NODE_TYPES.CallExpression) {
        const callee = node.callee;
        if (callee.type === AST_NODE_TYPES.MemberExpression && memberName(callee) === "getPrototypeOf")
          built.patchesPrototypes ||= patches(sourceCode, node);
        return;
      }
      if (node.type !== AST_NODE_TYPES.MemberExpression) return;
      const name = memberName(node);
      if ((name === "prototype" && builtinPrototype(node)) || name === "__proto__")
        built.patchesPrototypes ||= patches(sourceCode, node);
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
