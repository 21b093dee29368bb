/**
 * The member reads of a file by the member's name, made once per file: where a function stored as a
 * member (a method, a getter, `o.run = f`) may be called from, whatever the object. Also the names that
 * destructuring takes (`const { run } = t`), whether the file reads members by a name given as a
 * string (`Reflect.get(T, "run")`), and the member names its types read (`Tool["run"]`).
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { isFunction, valueOf } from "./functions.js";
import { MAX_CONST_CHAIN } from "./limits.js";
import { isNodeModule, moduleExportOf } from "./modules.js";
import { soleInitializer, unwrap, variableOf } from "./scope.js";
import { plainKeyName } from "./static-values.js";
import { isWriteTarget } from "./targets.js";
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
  /**
   * Whether the file may write to or define on a built-in's prototype (`Object.prototype`,
   * `Map.prototype`, `EventTarget.prototype`...), by whatever name it reaches the built-in.
   */
  patchesPrototypes: boolean;
}

const memberIndexes = new WeakMap<SourceCode, MemberIndex>();

/**
 * The built-ins whose prototypes hold only methods of primitives (`String.prototype.shout = ...`): they
 * run with a string or a number as `this`, never with an object the file makes.
 */
const PRIMITIVE_WRAPPERS = new Set(["String", "Number", "Boolean", "Symbol", "BigInt"]);

/**
 * Whether a built-in prototype read here (`Object.prototype`, `Object.getPrototypeOf({})`) may be changed:
 * given to a call (`Object.defineProperty(...)`), written through by any write (`=`, `??=`, a
 * destructuring or `for...of` target, `delete`), or kept under another name (`const proto =
 * Object.prototype`), which may be written through later.
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
  return isWriteTarget(parent) || (up.type === AST_NODE_TYPES.CallExpression && up.callee === parent);
}

/** Definitions of a name that make it a class or function of the file, or only a type. */
const OWN_CONSTRUCTORS: ReadonlySet<string> = new Set([
  "ClassName",
  "FunctionName",
  "Type",
  "TSEnumName",
  "TSModuleName",
]);

/**
 * Whether the object of `X.prototype` may be a built-in constructor, which objects and arrays of the file
 * or the built-ins it calls (`new Map()`, `new EventEmitter()`) inherit from: a global (`Object`, `Map`,
 * `globalThis.Set`; not a primitive's wrapper), a `.constructor` (`({}).constructor`), a Node module's
 * export, or a name that holds one (`const O = Object`) or may (a parameter). Not a class or function
 * the file writes, nor an export of another package.
 */
function mayBeBuiltin(sourceCode: SourceCode, node: TSESTree.Node, depth = 0): boolean {
  const value = unwrap(node);
  switch (value.type) {
    case AST_NODE_TYPES.Identifier: {
      const variable = variableOf(sourceCode, value);
      if (variable === undefined || variable.defs.length === 0) return !PRIMITIVE_WRAPPERS.has(value.name);
      // A class or function of the file (with its overloads, or an interface merged into it).
      if (variable.defs.every((d) => OWN_CONSTRUCTORS.has(d.type))) return false;
      const def = variable.defs.length === 1 ? variable.defs[0] : undefined;
      if (def?.type === "ImportBinding") {
        const loaded = moduleExportOf(sourceCode, value)?.module;
        return loaded !== undefined && isNodeModule(loaded);
      }
      const init = soleInitializer(variable);
      return init === null || depth >= MAX_CONST_CHAIN || mayBeBuiltin(sourceCode, init, depth + 1);
    }
    case AST_NODE_TYPES.MemberExpression:
      return !PRIMITIVE_WRAPPERS.has(memberName(value) ?? "");
    case AST_NODE_TYPES.ClassExpression:
    case AST_NODE_TYPES.FunctionExpression:
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.ObjectExpression:
    case AST_NODE_TYPES.ArrayExpression:
    case AST_NODE_TYPES.Literal:
    case AST_NODE_TYPES.TemplateLiteral:
      return false;
    default:
      return true;
  }
}

/**
 * Whether a destructuring pattern takes `prototype` out of what may be a built-in constructor (`const {
 * prototype } = Object`) and may change it: as `const proto = Object.prototype` would.
 */
function destructuresPrototype(sourceCode: SourceCode, pattern: TSESTree.ObjectPattern): boolean {
  const owner = pattern.parent;
  const source =
    owner?.type === AST_NODE_TYPES.VariableDeclarator && owner.id === pattern
      ? owner.init
      : owner?.type === AST_NODE_TYPES.AssignmentExpression && owner.left === pattern
        ? owner.right
        : undefined;
  if (source == null || !mayBeBuiltin(sourceCode, source)) return false;
  return pattern.properties.some((p) => {
    if (p.type === AST_NODE_TYPES.RestElement) return false;
    if (!p.computed && plainKeyName(p) !== "prototype") return false;
    // `const { prototype: proto } = Object`: whatever is done through the name.
    if (p.value.type !== AST_NODE_TYPES.Identifier || owner?.type !== AST_NODE_TYPES.VariableDeclarator) return true;
    const name = p.value.name;
    return sourceCode
      .getDeclaredVariables(owner)
      .some((v) => v.name === name && v.references.some((r) => r.isRead() && patches(sourceCode, r.identifier, false)));
  });
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

/** The nodes the member index reads: functions stored under a name, types, patterns, calls and members. */
const INDEXED = [
  AST_NODE_TYPES.Property,
  AST_NODE_TYPES.MethodDefinition,
  AST_NODE_TYPES.PropertyDefinition,
  AST_NODE_TYPES.AssignmentExpression,
  AST_NODE_TYPES.TSIndexedAccessType,
  AST_NODE_TYPES.TSQualifiedName,
  AST_NODE_TYPES.ObjectPattern,
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.MemberExpression,
] as const;

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
    walk(sourceCode, INDEXED, (node) => {
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
        built.patchesPrototypes ||= destructuresPrototype(sourceCode, node);
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
      if ((name === "prototype" && mayBeBuiltin(sourceCode, node.object)) || name === "__proto__")
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
