// Types for eslint-server.mjs (the subset of LSP it uses).
import type { MessageConnection } from "vscode-jsonrpc/node.js";

export interface Position {
  line: number;
  character: number;
}
export interface Range {
  start: Position;
  end: Position;
}
export interface TextEdit {
  range: Range;
  newText: string;
}
export interface Diagnostic {
  range: Range;
  message: string;
  severity?: number;
  source?: string;
  code?: string | number;
  codeDescription?: { href: string };
}
export interface Command {
  title: string;
  command: string;
  arguments?: unknown[];
}
export interface CodeAction {
  title: string;
  kind?: string;
  diagnostics?: Diagnostic[];
  isPreferred?: boolean;
  command?: Command;
}
export interface WorkspaceEdit {
  changes?: Record<string, TextEdit[]>;
  documentChanges?: { textDocument: { uri: string; version: number | null }; edits: TextEdit[] }[];
}

export interface EslintServer {
  readonly connection: MessageConnection;
  readonly logs: string[];
  readonly failures: { method: string; params: unknown }[];
  readonly pid: number | undefined;
  describeState(): string;
  request<T = unknown>(method: string, params?: unknown): Promise<T>;
  open(file: string, text: string, languageId?: string): Promise<string>;
  change(uri: string, changes: TextEdit[]): Promise<string>;
  replace(uri: string, text: string): Promise<void>;
  close(uri: string): Promise<void>;
  document(uri: string): { text: string; version: number };
  diagnostics(uri: string): Promise<Diagnostic[]>;
  codeActions(uri: string, diagnostic: Diagnostic): Promise<CodeAction[]>;
  runAction(action: CodeAction): Promise<WorkspaceEdit>;
  stop(): Promise<void>;
}

export const SERVER_SCRIPT: string;
export function serverSettings(workspaceFolder: string): Record<string, unknown>;
export function fileUri(file: string): string;
export function startEslintServer(
  workspaceFolder: string,
  options?: { requestTimeoutMs?: number },
): Promise<EslintServer>;
export function editsFor(workspaceEdit: WorkspaceEdit, uri: string): TextEdit[];
export function versionOf(workspaceEdit: WorkspaceEdit, uri: string): number | null | undefined;
export function offsetAt(text: string, position: Position): number;
export function positionAt(text: string, offset: number): Position;
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string;
