export type ToolResultStatus = "success" | "error" | "degraded";

export type ToolResultContent =
  | { text: string }
  | { json: unknown }
  | { image: { format: "png" | "jpeg" | "gif" | "webp"; source: { bytes: Uint8Array } } };

export interface ToolResult {
  status: ToolResultStatus;
  content: ToolResultContent[];
  toolUseId?: string;
}

export interface TeleopStats {
  frames: number;
  errors: number;
  hzActual: number;
}
