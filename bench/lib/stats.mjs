// Small statistics and formatting helpers for the benchmark suites.

export function median(values) {
  return quantile(values, 0.5);
}

/** Linear-interpolated quantile (q in [0, 1]) of a non-empty list. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/**
 * Run-to-run noise of a series measured one run after another: the median of the absolute differences
 * between consecutive runs, as a share of the series' median. Two runs of the same thing typically differ
 * by this much.
 */
export function runToRunNoise(values) {
  if (values.length < 2) return Number.NaN;
  const diffs = [];
  for (let i = 1; i < values.length; i++) diffs.push(Math.abs(values[i] - values[i - 1]));
  return median(diffs) / median(values);
}

/** (max - min) / median. */
export function relativeRange(values) {
  return (Math.max(...values) - Math.min(...values)) / median(values);
}

export const ms = (v) =>
  v >= 10_000
    ? `${(v / 1000).toFixed(1)} s`
    : v >= 1000
      ? `${(v / 1000).toFixed(2)} s`
      : `${v.toFixed(v >= 100 ? 0 : 1)} ms`;
export const pct = (v, digits = 2) => `${(100 * v).toFixed(digits)}%`;
export const ratio = (v) => `${v.toFixed(3)}x`;
export const mib = (kb) => `${(kb / 1024).toFixed(0)} MiB`;
export const int = (v) => Math.round(v).toLocaleString("en-US");

/** A markdown table from a header row and body rows. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
