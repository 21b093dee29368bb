// An MCP server written with the MCP TypeScript SDK. What a tool callback returns is a CallToolResult:
// hosts keep its content (some also isError or structuredContent), and the SDK strips any field of a
// block that is not the block's own.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function moveArm(joints: number[]): Promise<boolean>;
declare function grabFrame(): Promise<{ base64: string; width: number }>;
declare function readLimits(joint: number): Promise<{ min: number; max: number }>;

const server = new McpServer({ name: "robot-arm", version: "1.0.0" });

server.registerTool(
  "move_to",
  { description: "Move the arm to a joint position", inputSchema: { joints: z.array(z.number()) } },
  async ({ joints }) => {
    const started = Date.now();
    const reached = await moveArm(joints);
    return {
      content: [{ type: "text", text: reached ? "Arm in position." : "The arm could not reach the position." }],
      structuredContent: { joints, reached },
      isError: !reached,
      elapsedMs: Date.now() - started,
    };
  },
);

server.registerTool("camera_frame", { description: "Grab a frame from the wrist camera" }, async () => {
  const frame = await grabFrame();
  return {
    status: "success",
    content: [{ type: "image", data: frame.base64, mimeType: "image/png", width: frame.width }],
  };
});

server.registerTool(
  "joint_limits",
  {
    description: "Read the limits of one joint, in degrees",
    inputSchema: { joint: z.number().int() },
    outputSchema: { min: z.number(), max: z.number() },
  },
  async ({ joint }) => {
    try {
      const { min, max } = await readLimits(joint);
      return {
        content: [{ type: "text", text: `Joint ${joint}: ${min} to ${max} degrees.` }],
        structuredContent: { min, max, unit: "deg" },
      };
    } catch (error) {
      return { content: [{ type: "text", text: `Could not read the limits: ${String(error)}` }] };
    }
  },
);

server.registerTool("arm_state", { description: "The arm's state" }, async () => ({
  content: [],
  structuredContent: { homed: true, joints: 6 },
}));

export { server };
