/**
 * A schema's `$id`s as Ajv (every MCP client's validator) reads them: each nested `$id` is resolved as a
 * URI reference against the id of the schema around it (RFC 3986, section 5.2, with the scheme and host
 * in lower case, as fast-uri writes them), and two equal ids, or a nested one equal to the root's, make
 * the schema one Ajv cannot compile. The root's own id is taken as written, less a trailing `#`.
 */

/** A path segment of URI characters, not empty and not a dot segment. */
const SEGMENT = "(?!\\.\\.?(?:[/?#]|$))[\\w.~!$&'()*+,;=:@-]+";
const TAIL = "[\\w.~!$&'()*+,;=:@/?-]*";
/**
 * The ids this check resolves as Ajv does: `scheme://host[:port]/path`, `urn:namespace:name`, another
 * `scheme:path`, a relative path (its first segment without a colon), an absolute path or a fragment alone, each with an
 * optional query and fragment, of URI characters, with no percent-escape, empty or dot segment (fast-uri,
 * Ajv's resolver, refuses malformed ids and rewrites those in ways this check does not follow).
 */
const PLAIN = new RegExp(
  `^(?:(?:[a-z][a-z\\d+.-]*://[a-z\\d.-]+(?::\\d+)?(?:/${SEGMENT})*/?|[a-z][a-z\\d+.-]*:${SEGMENT}(?:/${SEGMENT})*/?|(?![^/?#]*:)${SEGMENT}(?:/${SEGMENT})*/?|(?:/${SEGMENT})+/?|/)(?:\\?${TAIL})?)?(?:#${TAIL})?$`,
  "iu",
);

/** Whether the id is one this check resolves as Ajv does (see PLAIN). */
export function isPlainId(id: string): boolean {
  return PLAIN.test(id);
}

/** An id as Ajv keeps it: without a trailing `#` or `#/`. */
export function normalizeId(id: string): string {
  return id.replace(/#\/?$/u, "");
}

/**
 * Whether Ajv can write the root's id back: a `urn:` id needs a namespace and a specific string
 * (`urn:example:weather`); fast-uri throws "URN without nid cannot be serialized" for any other.
 */
export function serializableRootId(id: string): boolean {
  const parts = parse(normalizeId(id));
  if (parts.scheme?.toLowerCase() !== "urn") return true;
  return URN.test(parts.path);
}

const URN = /^[\da-z][\d\-a-z]{0,31}:(?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+$/iu;

/** `id` resolved against `base` as Ajv resolves a nested `$id` (as written when there is no base). */
export function resolveId(base: string, id: string): string {
  return normalizeId(base === "" ? id : serialize(resolve(normalized(parse(base)), parse(id))));
}

interface Parts {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** RFC 3986, appendix B. */
const REFERENCE = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/su;

function parse(text: string): Parts {
  const [, scheme, authority, path = "", query, fragment] = REFERENCE.exec(text) ?? [];
  return { scheme, authority, path, query, fragment };
}

/** A base with its dot segments removed, as fast-uri parses one. */
function normalized(base: Parts): Parts {
  const rooted = base.scheme !== undefined || base.authority !== undefined || base.path.startsWith("/");
  return { ...base, path: rooted ? removeDotSegments(base.path) : removeDotSegmentsRelative(base.path) };
}

/** RFC 3986, section 5.2.2 (strict: a reference with a scheme is absolute). */
function resolve(base: Parts, ref: Parts): Parts {
  if (ref.scheme !== undefined) return { ...ref, path: removeDotSegments(ref.path) };
  if (ref.authority !== undefined) return { ...ref, scheme: base.scheme, path: removeDotSegments(ref.path) };
  const target = { ...base, fragment: ref.fragment };
  if (ref.path === "") return ref.query === undefined ? target : { ...target, query: ref.query };
  target.query = ref.query;
  if (ref.path.startsWith("/")) target.path = removeDotSegments(ref.path);
  else {
    const merged =
      base.authority !== undefined && base.path === ""
        ? `/${ref.path}`
        : base.path.slice(0, base.path.lastIndexOf("/") + 1) + ref.path;
    target.path =
      base.scheme === undefined && base.authority === undefined && !merged.startsWith("/")
        ? removeDotSegmentsRelative(merged)
        : removeDotSegments(merged);
  }
  return target;
}

/** RFC 3986, section 5.2.4, step by step. */
function removeDotSegments(path: string): string {
  let input = path;
  let output = "";
  const up = () => (output = output.slice(0, Math.max(0, output.lastIndexOf("/"))));
  while (input !== "") {
    if (input.startsWith("../")) input = input.slice(3);
    else if (input.startsWith("./") || input.startsWith("/./")) input = input.slice(2);
    else if (input === "/.") input = "/";
    else if (input.startsWith("/../")) {
      input = input.slice(3);
      up();
    } else if (input === "/..") {
      input = "/";
      up();
    } else if (input === "." || input === "..") input = "";
    else {
      const next = input.indexOf("/", 1);
      const segment = next === -1 ? input : input.slice(0, next);
      output += segment;
      input = input.slice(segment.length);
    }
  }
  return output;
}

/** A relative path with no base to go up to: leading `..` segments stay, as fast-uri keeps them. */
function removeDotSegmentsRelative(path: string): string {
  const segments = path.split("/");
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === ".") continue;
    if (segment === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else out.push(segment);
  }
  const last = segments[segments.length - 1];
  if ((last === "." || last === "..") && out[out.length - 1] !== "..") out.push("");
  // An empty path, or a first segment that is empty or would read as a scheme, stays behind a "." segment.
  const first = out[0];
  if (first === undefined || first === "" || first.includes(":")) out.unshift(".");
  return out.join("/");
}

/** RFC 3986, section 5.3, with the scheme and the host in lower case. */
function serialize(parts: Parts): string {
  let text = parts.scheme === undefined ? "" : `${parts.scheme.toLowerCase()}:`;
  if (parts.authority !== undefined) text += `//${lowerHost(parts.authority)}`;
  text += parts.path;
  if (parts.query !== undefined) text += `?${parts.query}`;
  if (parts.fragment !== undefined) text += `#${parts.fragment}`;
  return text;
}

function lowerHost(authority: string): string {
  const at = authority.lastIndexOf("@") + 1;
  return authority.slice(0, at) + authority.slice(at).toLowerCase();
}
