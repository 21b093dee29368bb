/**
 * Work measured against other work in the same run, never against the clock: a test that says "at once"
 * or "linear" compares two measurements taken in the same run on the same machine, each the least of a
 * few calls. A measurement is the CPU time the call took (user and system, of this process), not the
 * time that passed: on a busy machine a call waits for a core, and a longer call is less likely to find a
 * quiet stretch as long as itself, so wall times make the longer of two calls look slower than it is (a
 * linear fix measured 8.6 times slower for 4 times the input in a full suite run, 4.0 alone). Absolute
 * times belong to `npm run bench`.
 */
import type { ESLint, Rule } from "eslint";

type Measure = (call: () => unknown) => number;

/** The CPU time this process has used so far (user and system), in microseconds. */
function cpuNow(): number {
  const used = process.cpuUsage();
  return used.user + used.system;
}

/** The CPU time of one call of `call`, in milliseconds. */
const cpuTime: Measure = (call) => {
  const started = cpuNow();
  call();
  return (cpuNow() - started) / 1000;
};

/** The least CPU time of `runs` calls of `call`, in milliseconds. */
export function fastest(call: () => unknown, runs = 3): number {
  return fastestInTurn([call], runs)[0]!;
}

/**
 * The least CPU time of `runs` calls of each of `calls`, taken in turn (one call of each, then again), so
 * that what the process does beside them (a garbage collection, a compilation) falls on all of them alike.
 */
export function fastestInTurn(calls: readonly (() => unknown)[], runs = 5, measure: Measure = cpuTime): number[] {
  const best = calls.map(() => Number.POSITIVE_INFINITY);
  for (let run = 0; run < runs; run++) {
    calls.forEach((call, i) => {
      best[i] = Math.min(best[i]!, measure(call));
    });
  }
  return best;
}

/**
 * A copy of `plugin` whose rules count the CPU time spent in them (in `create` and in every listener,
 * which is where ESLint computes their fixes), and `measure`, the time the rules took during one call.
 *
 * The time of a whole lint is not linear in the file even with no rule at all: parsing, sorting the
 * reports and collecting the larger tree grow faster than the file. Four times the keys of one object
 * took 4.6 to 10 times as long to lint with no rule, so "the whole lint, four times the input, less than
 * 8 times as long" failed on a linear fix (8.6 in a full suite run). The rules' own time does not carry
 * ESLint's: the move of 8,000 keys took 1.3 to 4.4 times the move of 2,000, under load as well, and 4.7
 * to 12 times with one added step quadratic in the keys (a `getText` of every key for each key).
 */
export function timedRules(plugin: ESLint.Plugin): { plugin: ESLint.Plugin; measure: Measure } {
  let spent = 0;
  const timed =
    <Args extends unknown[], Out>(run: (...args: Args) => Out) =>
    (...args: Args): Out => {
      const started = cpuNow();
      try {
        return run(...args);
      } finally {
        spent += cpuNow() - started;
      }
    };
  const rules = Object.fromEntries(
    Object.entries(plugin.rules ?? {}).map(([name, rule]): [string, Rule.RuleModule] => {
      const module = rule as Rule.RuleModule;
      return [
        name,
        {
          ...module,
          create: timed((context: Rule.RuleContext): Rule.RuleListener => {
            const listeners = module.create(context) as Record<string, (...args: unknown[]) => void>;
            return Object.fromEntries(
              Object.entries(listeners).map(([selector, listener]) => [selector, timed(listener)]),
            );
          }),
        },
      ];
    }),
  );
  return {
    plugin: { ...plugin, rules },
    measure: (call) => {
      spent = 0;
      call();
      return spent / 1000;
    },
  };
}
