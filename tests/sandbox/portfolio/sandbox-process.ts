// The sandbox as a separate OS process (the CLI with --json), for tests that kill it.
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { join } from 'node:path'
import { testMarketArgs } from '../../helpers/sandbox'

export interface SandboxProcess {
  url: string
  keys: { full: string; basic: string }
  child: ChildProcess
  /** SIGKILL to the process group: no handler runs, nothing is flushed. Resolves once it is gone. */
  kill(): Promise<void>
  /** SIGTERM, the CLI's orderly stop. */
  stop(): Promise<void>
}

const ROOT = join(import.meta.dirname, '..', '..', '..')

export async function spawnSandbox(dataDir: string): Promise<SandboxProcess> {
  // node --import tsx runs the CLI in this very process (npx tsx would put two wrappers in between).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src-sandbox/cli.ts', '--port', '0', '--data', dataDir, '--json', ...testMarketArgs()],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe']
    }
  )
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.once('line', resolve)
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}) before answering: ${stderr}`)))
  })
  const { url, keys } = JSON.parse(first) as { url: string; keys: { full: string; basic: string } }
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, sig)
      } catch {
        child.kill(sig)
      }
    }
    await exited
  }
  return { url, keys, child, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') }
}
