import { tool } from "eslint-plugin-tool-result/runtime";
import { z } from "zod";

/** A pretend follower arm: deterministic, so the example prints the same figures on every run. */
function simulateArm(seed: number) {
  let state = seed;
  return {
    /** One control frame; false when the follower missed it. */
    step(): boolean {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % 97 !== 0;
    },
  };
}

export const teleoperate = tool({
  name: "teleoperate",
  description: "Mirror the leader arm onto the follower arm for a number of control frames.",
  inputSchema: z.object({
    arm: z.enum(["left", "right"]).describe("Which follower arm to drive"),
    frames: z.number().int().positive().max(10_000).describe("Control frames to run"),
    hz: z.number().positive().max(200).optional().describe("Target control rate (default 50)"),
  }),
  callback: ({ arm, frames, hz = 50 }) => {
    const follower = simulateArm(arm === "left" ? 7 : 11);
    let errors = 0;
    for (let i = 0; i < frames; i++) if (!follower.step()) errors++;
    // Telemetry rides in a json block: the runtime sends only status and content to the model.
    const telemetry = { arm, frames, errors, targetHz: hz, hzActual: Math.round(hz * (1 - errors / frames) * 10) / 10 };
    if (errors > frames / 2) {
      return {
        status: "error",
        content: [
          { text: `Teleoperation of the ${arm} arm failed: ${errors} of ${frames} frames dropped.` },
          { json: telemetry },
        ],
      };
    }
    return {
      status: errors > 0 ? "degraded" : "success",
      content: [
        { text: `Teleoperation of the ${arm} arm completed: ${frames} frames, ${errors} errors.` },
        { json: telemetry },
      ],
    };
  },
});
