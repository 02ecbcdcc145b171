// Starts the local sandbox service on demand. Electron: a utilityProcess (shell/sandbox-process.ts);
// tests: in-process (tests/desktop/helpers/platform.ts). Both give the URL and the sandbox's own full key.
export interface SandboxHandle {
  url: string
  /** The sandbox's full-access key; used by main only, never shown to the renderer. */
  key: string
}

export interface SandboxLauncher {
  /** Starts the sandbox once; later calls return the running one. */
  start(): Promise<SandboxHandle>
  stop(): Promise<void>
}

/** Wraps a start function so concurrent and repeated starts share one sandbox. */
export function onceLauncher(start: () => Promise<SandboxHandle & { stop(): Promise<void> }>): SandboxLauncher {
  let running: Promise<SandboxHandle & { stop(): Promise<void> }> | null = null
  return {
    start() {
      if (!running) {
        running = start()
        running.catch(() => {
          running = null
        })
      }
      return running.then(({ url, key }) => ({ url, key }))
    },
    async stop() {
      const r = running
      running = null
      if (r) await (await r.catch(() => null))?.stop()
    }
  }
}
