// What the sandbox's Electron utility process (src-sandbox/utility-entry.ts) and main
// (src-main/shell/sandbox-process.ts) say to each other over the parent port.
export type SandboxBuildPhase = 'generate' | 'index' | 'snapshot'

export type SandboxToMain =
  /** A first start builds the sample market (tens of seconds). */
  | { type: 'progress'; phase: SandboxBuildPhase; fraction: number }
  | { type: 'ready'; url: string; key: string }
  | { type: 'error'; message: string }

export type MainToSandbox = { type: 'stop' }
