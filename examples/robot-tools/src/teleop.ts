import type { TeleopStats } from "./types.js";

interface Arm {
  step(): Promise<boolean>;
}

/** Mirrors the leader arm onto the follower for a number of frames. */
export async function teleoperate(arm: Arm, frames: number, hz = 50) {
  const started = performance.now();
  let errors = 0;
  for (let i = 0; i < frames; i++) {
    if (!(await arm.step())) errors++;
  }
  const hzActual = Math.round((frames / ((performance.now() - started) / 1000)) * 10) / 10;
  const stats: TeleopStats = { frames, errors, hzActual };

  if (errors > frames / 2) {
    return {
      status: "error",
      content: [{ text: `Teleoperation failed: ${errors} of ${frames} frames dropped.` }],
      ...stats,
    };
  }

  return {
    status: errors > 0 ? "degraded" : "success",
    content: [{ text: `Teleoperation completed: ${frames} frames, ${errors} errors.` }],
    // the loop's own measurements
    frames,
    errors,
    hzActual, // target was `hz`
    targetHz: hz,
  };
}
