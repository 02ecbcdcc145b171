// Starts the local sandbox service on demand. Electron: a utilityProcess (shell/sandbox-process.ts);
// tests: in-process (tests/helpers/platform.ts). Both give the URL and the sandbox's own full key.
import type { SandboxBuildPhase } from '@shared/sandbox/process-messages'

export interface SandboxHandle {
  url: string
  /** The sandbox's full-access key; used by main only, never shown to the renderer. */
  key: string
}

export interface SandboxLauncher {
  /** Starts the sandbox once; later calls return the running one, or start it again after it exited. */
  start(): Promise<SandboxHandle>
  stop(): Promise<void>
  /** Called when a start brought the sandbox back after it had exited on its own. */
  onRestarted?(listener: () => void): () => void
  /** Progress of a first start that builds the sample market, then `ready` once it answers. */
  onProgress?(listener: (progress: SandboxProgress) => void): () => void
}

/** How far a start that builds the sample market has come (`ready`: it answers now; `failed`: it did not start). */
export interface SandboxProgress {
  phase: SandboxBuildPhase | 'ready' | 'failed'
  /** 0 to 1 within the phase. */
  fraction: number
}

export type RunningSandbox = SandboxHandle & { stop(): Promise<void> }

/**
 * Wraps a start function so concurrent and repeated starts share one sandbox. The start function gets
 * `exited`, to call when the sandbox ends without being asked to: the next start() starts it again and
 * the restart listeners hear of it.
 */
export function onceLauncher(
  start: (exited: () => void, progress: (p: SandboxProgress) => void) => Promise<RunningSandbox>
): SandboxLauncher & {
  onRestarted(listener: () => void): () => void
  onProgress(listener: (p: SandboxProgress) => void): () => void
} {
  let running: Promise<RunningSandbox> | null = null
  let lost = false
  const listeners = new Set<() => void>()
  const progressListeners = new Set<(p: SandboxProgress) => void>()
  const tell = (p: SandboxProgress) => {
    for (const l of progressListeners)
      l({ phase: p.phase, fraction: Math.min(1, Math.max(0, Number(p.fraction) || 0)) })
  }
  return {
    start() {
      if (!running) {
        const restarting = lost
        let built = false
        const attempt: Promise<RunningSandbox> = start(
          () => {
            if (running !== attempt) return
            running = null
            lost = true
          },
          (p) => {
            built = true
            tell(p)
          }
        )
        running = attempt
        attempt.then(
          () => {
            if (built) tell({ phase: 'ready', fraction: 1 })
            if (!restarting) return
            lost = false
            for (const l of listeners) l()
          },
          () => {
            if (built) tell({ phase: 'failed', fraction: 0 })
            if (running === attempt) running = null
          }
        )
      }
      return running.then(({ url, key }) => ({ url, key }))
    },
    async stop() {
      const r = running
      running = null
      lost = false
      if (r) await (await r.catch(() => null))?.stop()
    },
    onRestarted(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onProgress(listener) {
      progressListeners.add(listener)
      return () => progressListeners.delete(listener)
    }
  }
}
