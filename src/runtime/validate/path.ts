/** Paths of issues as text, for messages: `content[2].json.frames`. */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/u;

const PATH_HEAD = 12;
const PATH_TAIL = 8;

/**
 * `["content", 2, "json", "a b"]` as `content[2].json["a b"]`; `[]` as `result`. A path longer than 24
 * segments keeps its first 12 and last 8, with `...(N more)...` between.
 */
export function formatPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return "result";
  if (path.length > PATH_HEAD + PATH_TAIL + 4) {
    const tail = formatPath(path.slice(-PATH_TAIL));
    return `${formatPath(path.slice(0, PATH_HEAD))}...(${path.length - PATH_HEAD - PATH_TAIL} more)...${/^[[]/u.test(tail) ? "" : "."}${tail}`;
  }
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === "" ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
