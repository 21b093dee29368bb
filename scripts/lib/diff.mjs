// A small line diff (longest common subsequence) that prints unified hunks: enough for showing a fix.

/** Unified diff of two texts, with `context` lines around each change; "" when they are equal. */
export function unifiedDiff(before, after, { context = 2, label = "file" } = {}) {
  if (before === after) return "";
  const a = before.split("\n");
  const b = after.split("\n");
  const ops = diffLines(a, b);
  const hunks = [];
  let current;
  let aLine = 1;
  let bLine = 1;
  ops.forEach((op, index) => {
    const near = ops.slice(Math.max(0, index - context), index + context + 1).some((o) => o.type !== " ");
    if (near) {
      if (!current) {
        current = { aStart: aLine, bStart: bLine, aCount: 0, bCount: 0, lines: [] };
        hunks.push(current);
      }
      current.lines.push(`${op.type}${op.text}`);
      if (op.type !== "+") current.aCount++;
      if (op.type !== "-") current.bCount++;
    } else {
      current = undefined;
    }
    if (op.type !== "+") aLine++;
    if (op.type !== "-") bLine++;
  });
  const head = [`--- a/${label}`, `+++ b/${label}`];
  const body = hunks.flatMap((h) => [`@@ -${h.aStart},${h.aCount} +${h.bStart},${h.bCount} @@`, ...h.lines]);
  return [...head, ...body].join("\n");
}

function diffLines(a, b) {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ type: " ", text: a[i++] });
      j++;
    } else if (i < n && (j === m || lcs[i + 1][j] >= lcs[i][j + 1])) {
      ops.push({ type: "-", text: a[i++] });
    } else {
      ops.push({ type: "+", text: b[j++] });
    }
  }
  return ops;
}
