import { z } from "zod";

/** The answer the agent must finish with: the structured-output schema. */
export const TeleopReport = z
  .object({
    arm: z.enum(["left", "right"]),
    frames: z.number().int().nonnegative(),
    errors: z.number().int().nonnegative(),
    healthy: z.boolean().describe("False when frames were dropped"),
    advice: z.string().optional().describe("What the operator should do next"),
  })
  .meta({ title: "TeleopReport", description: "A short, typed summary of the teleoperation session" });

export type TeleopReport = z.infer<typeof TeleopReport>;
