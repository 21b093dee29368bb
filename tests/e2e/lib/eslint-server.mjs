// A small LSP client for the ESLint language server that VS Code's ESLint extension runs
// (`vscode-eslint-language-server` from vscode-langservers-extracted), driven over stdio with
// vscode-jsonrpc the way Neovim, Helix or Zed drive it. Plain ESM so that both the end-to-end test and
// the benchmark (Node 20 runs no TypeScript) use the same client. Types: eslint-server.d.mts.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node.js";

const require = createRequire(import.meta.url);

/** The server's entry script, resolved through the installed vscode-langservers-extracted package. */
export const SERVER_SCRIPT = path.join(
  path.dirname(require.resolve("vscode-langservers-extracted/package.json")),
  "bin",
  "vscode-eslint-language-server",
);

/**
 * The settings the server asks for with `workspace/configuration` (VS Code sends them from the
 * `eslint.*` settings; nvim-lspconfig sends the same defaults). `useFlatConfig: false` keeps the
 * server from loading `eslint/use-at-your-own-risk`, which ESLint 10 no longer has; ESLint 10 only
 * knows flat config, so the flat `eslint.config.js` is used all the same.
 */
export function serverSettings(workspaceFolder) {
  return {
    validate: "on",
    packageManager: "npm",
    useESLintClass: false,
    experimental: { useFlatConfig: false },
    codeAction: {
      disableRuleComment: { enable: true, location: "separateLine", commentStyle: "line" },
      showDocumentation: { enable: true },
    },
    codeActionOnSave: { enable: false, mode: "all" },
    format: false,
    quiet: false,
    onIgnoredFiles: "off",
    options: {},
    rulesCustomizations: [],
    run: "onType",
    problems: { shortenToSingleLine: false },
    nodePath: null,
    workingDirectory: { mode: "location" },
    workspaceFolder: { name: path.basename(workspaceFolder), uri: pathToFileURL(workspaceFolder).href },
  };
}

export function fileUri(file) {
  return pathToFileURL(file).href;
}

/** Starts the server for one workspace folder and completes the initialize handshake. */
export async function startEslintServer(workspaceFolder, { requestTimeoutMs = 60_000 } = {}) {
  const child = spawn(process.execPath, [SERVER_SCRIPT, "--stdio"], {
    cwd: workspaceFolder,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
    if (stderr.length > 20_000) stderr = stderr.slice(-20_000);
  });
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
    child.on("error", (error) => {
      exited = { error: error.message };
      resolve(exited);
    });
  });

  const connection = createMessageConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const logs = [];
  /** Requests the server sent that mean it could not lint (no library, no config, probe failed). */
  const failures = [];
  const appliedEdits = [];
  const editWaiters = [];
  const settings = serverSettings(workspaceFolder);

  connection.onRequest("workspace/configuration", (params) => params.items.map(() => settings));
  connection.onRequest("workspace/applyEdit", (params) => {
    const waiter = editWaiters.shift();
    if (waiter) waiter(params.edit);
    else appliedEdits.push(params.edit);
    return { applied: true };
  });
  connection.onRequest("client/registerCapability", () => null);
  connection.onRequest("window/workDoneProgress/create", () => null);
  for (const method of ["eslint/noLibrary", "eslint/noConfig", "eslint/probeFailed"]) {
    connection.onRequest(method, (params) => {
      failures.push({ method, params });
      return {};
    });
  }
  connection.onRequest("eslint/openDoc", () => ({}));
  connection.onNotification("window/logMessage", (params) => logs.push(params.message));
  connection.onNotification("window/showMessage", (params) => logs.push(params.message));
  connection.onNotification("eslint/status", () => {});
  connection.onNotification("$/progress", () => {});
  connection.onNotification("eslint/exitCalled", (params) => failures.push({ method: "eslint/exitCalled", params }));
  connection.listen();

  const describeState = () =>
    [
      exited ? `server exited (${JSON.stringify(exited)})` : "server running",
      failures.length ? `failures: ${JSON.stringify(failures)}` : "",
      logs.length ? `log:\n${logs.slice(-20).join("\n")}` : "",
      stderr ? `stderr:\n${stderr.slice(-4000)}` : "",
    ]
      .filter(Boolean)
      .join("\n");

  async function request(method, params) {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`No answer to ${method} within ${requestTimeoutMs} ms.\n${describeState()}`)),
        requestTimeoutMs,
      );
    });
    try {
      return await Promise.race([connection.sendRequest(method, params), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  const documents = new Map();
  const rootUri = fileUri(workspaceFolder);
  const initialize = request("initialize", {
    processId: process.pid,
    rootUri,
    workspaceFolders: [{ uri: rootUri, name: path.basename(workspaceFolder) }],
    capabilities: {
      workspace: {
        applyEdit: true,
        configuration: true,
        workspaceFolders: true,
        workspaceEdit: { documentChanges: true },
      },
      textDocument: {
        synchronization: { didSave: true, dynamicRegistration: false },
        diagnostic: { dynamicRegistration: false },
        codeAction: {
          codeActionLiteralSupport: { codeActionKind: { valueSet: ["quickfix", "source", "source.fixAll"] } },
        },
      },
    },
  });
  try {
    await initialize;
    await connection.sendNotification("initialized", {});
  } catch (error) {
    // Never leave a half-started server behind.
    child.kill("SIGKILL");
    connection.dispose();
    throw error;
  }

  return {
    connection,
    logs,
    failures,
    describeState,
    request,
    /** Opens a document with the given text (version 1). */
    async open(file, text, languageId = languageOf(file)) {
      const uri = fileUri(file);
      documents.set(uri, { text, version: 1 });
      await connection.sendNotification("textDocument/didOpen", {
        textDocument: { uri, languageId, version: 1, text },
      });
      return uri;
    },
    /** Sends incremental changes (LSP ranges, applied in order) and returns the new text. */
    async change(uri, changes) {
      const doc = documents.get(uri);
      if (!doc) throw new Error(`Document ${uri} is not open.`);
      for (const c of changes) doc.text = applyTextEdits(doc.text, [c]);
      doc.version++;
      await connection.sendNotification("textDocument/didChange", {
        textDocument: { uri, version: doc.version },
        contentChanges: changes.map((c) => ({ range: c.range, text: c.newText })),
      });
      return doc.text;
    },
    /** Replaces the whole text of an open document. */
    async replace(uri, text) {
      const doc = documents.get(uri);
      if (!doc) throw new Error(`Document ${uri} is not open.`);
      doc.text = text;
      doc.version++;
      await connection.sendNotification("textDocument/didChange", {
        textDocument: { uri, version: doc.version },
        contentChanges: [{ text }],
      });
    },
    async close(uri) {
      documents.delete(uri);
      await connection.sendNotification("textDocument/didClose", { textDocument: { uri } });
    },
    document(uri) {
      const doc = documents.get(uri);
      if (!doc) throw new Error(`Document ${uri} is not open.`);
      return { ...doc };
    },
    /** Pulls diagnostics (`textDocument/diagnostic`); throws when the server could not lint. */
    async diagnostics(uri) {
      const logged = logs.length;
      const report = await request("textDocument/diagnostic", { textDocument: { uri } });
      if (failures.length) throw new Error(`The server could not lint ${uri}.\n${describeState()}`);
      // On a config or plugin error the server answers with no diagnostics and logs the error.
      const errors = logs.slice(logged).filter((line) => /error/iu.test(line));
      if (errors.length) throw new Error(`The server logged an error while linting ${uri}:\n${errors.join("\n")}`);
      if (report.kind !== "full") throw new Error(`Expected a full diagnostic report, got ${JSON.stringify(report)}`);
      return report.items;
    },
    /** Code actions for one diagnostic, as an editor asks for them under the cursor. */
    codeActions(uri, diagnostic) {
      return request("textDocument/codeAction", {
        textDocument: { uri },
        range: diagnostic.range,
        context: { diagnostics: [diagnostic], triggerKind: 1 },
      });
    },
    /** Runs an action's command and returns the workspace edit the server sends back. */
    async runAction(action) {
      if (!action.command) throw new Error(`Code action "${action.title}" has no command.`);
      const edit = appliedEdits.length
        ? Promise.resolve(appliedEdits.shift())
        : new Promise((resolve) => editWaiters.push(resolve));
      await request("workspace/executeCommand", {
        command: action.command.command,
        arguments: action.command.arguments,
      });
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No workspace/applyEdit after "${action.title}".\n${describeState()}`)),
          requestTimeoutMs,
        );
      });
      try {
        return await Promise.race([edit, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    /** Shuts the server down; kills it when it does not exit in time. Safe to call twice. */
    async stop() {
      if (!exited) {
        try {
          await Promise.race([
            (async () => {
              await connection.sendRequest("shutdown");
              await connection.sendNotification("exit");
            })(),
            new Promise((resolve) => setTimeout(resolve, 3_000)),
          ]);
        } catch {
          // The server may already be gone; it is killed below in any case.
        }
        const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
        await exitPromise;
        clearTimeout(timer);
      }
      connection.dispose();
    },
    pid: child.pid,
  };
}

function languageOf(file) {
  if (/\.[cm]?ts$/u.test(file)) return "typescript";
  if (/\.[cm]?tsx$/u.test(file)) return "typescriptreact";
  if (/\.jsx$/u.test(file)) return "javascriptreact";
  return "javascript";
}

/** The edits a workspace edit makes to one document (from `documentChanges` or `changes`). */
export function editsFor(workspaceEdit, uri) {
  const edits = [];
  for (const change of workspaceEdit.documentChanges ?? []) {
    if ("textDocument" in change && change.textDocument.uri === uri) edits.push(...change.edits);
  }
  edits.push(...(workspaceEdit.changes?.[uri] ?? []));
  return edits;
}

/** The document version a workspace edit was computed for, if it names one. */
export function versionOf(workspaceEdit, uri) {
  for (const change of workspaceEdit.documentChanges ?? []) {
    if ("textDocument" in change && change.textDocument.uri === uri) return change.textDocument.version;
  }
  return undefined;
}

/** The offset of an LSP position (line, UTF-16 character) in a text. */
export function offsetAt(text, position) {
  let offset = 0;
  for (let line = 0; line < position.line; line++) {
    const next = text.indexOf("\n", offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  const lineEnd = text.indexOf("\n", offset);
  return Math.min(offset + position.character, lineEnd === -1 ? text.length : lineEnd);
}

/** The LSP position of an offset in a text. */
export function positionAt(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split("\n").length - 1;
  return { line, character: offset - (before.lastIndexOf("\n") + 1) };
}

/** Applies LSP text edits (all relative to the original text, non-overlapping, as LSP requires). */
export function applyTextEdits(text, edits) {
  const resolved = edits
    .map((e) => ({ start: offsetAt(text, e.range.start), end: offsetAt(text, e.range.end), newText: e.newText }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let out = "";
  let at = 0;
  for (const e of resolved) {
    if (e.start < at) throw new Error(`Overlapping text edits at offset ${e.start}.`);
    out += text.slice(at, e.start) + e.newText;
    at = e.end;
  }
  return out + text.slice(at);
}
