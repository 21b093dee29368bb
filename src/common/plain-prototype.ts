/**
 * Whether a prototype is a plain object's: null, this realm's `Object.prototype`, or another realm's. A
 * `vm` context and a jest test environment are realms of their own: there `structuredClone`,
 * `Response#json()` and Node's own objects (`process.memoryUsage()`) give objects of the outer realm,
 * which are as plain as any. Another realm's counts only as it is made (its `constructor` is that realm's
 * built-in `Object`), and only with nothing on it that `JSON.stringify` or a for-in loop would see there
 * (a `toJSON`, an enumerable key), which the checks of this realm's prototype do not look at. Only
 * built-in operations run, and a proxy's traps; callers catch what those throw.
 */
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const functionSource = Function.prototype.toString;
const OBJECT_PROTO: object = Object.prototype;
/** `function Object() { [native code] }`: what every realm's built-in `Object` prints. */
const OBJECT_SOURCE = Reflect.apply(functionSource, Object, []) as string;

export function isPlainPrototype(proto: unknown): boolean {
  if (proto === OBJECT_PROTO || proto === null) return true;
  if (typeof proto !== "object" || getPrototypeOf(proto) !== null) return false;
  const constructor: unknown = getOwnPropertyDescriptor(proto, "constructor")?.value;
  if (
    typeof constructor !== "function" ||
    getOwnPropertyDescriptor(constructor, "prototype")?.value !== proto ||
    Reflect.apply(functionSource, constructor, []) !== OBJECT_SOURCE ||
    getOwnPropertyDescriptor(proto, "toJSON") !== undefined
  )
    return false;
  for (const _key in proto) return false;
  return true;
}
