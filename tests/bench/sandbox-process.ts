// The sandbox CLI as a child process for the benches, on the default market (built once into
// node_modules/.cache/lagebild-sandbox/bench): spawned, its first stdout line read, stopped.
import { spawn, type ChildProcess } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createInterface } from 'node:readline'
import { SANDBOX_EXEC_ARGV } from '@shared/sandbox/process-flags'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const DATA_DIR = join(ROOT, 'node_modules/.cache/lagebild-sandbox/bench')

export interface Started {
  child: ChildProcess
  url: string
  key: string
  ms: number
  warmed: Promise<string>
}

export async function startSandbox(dataDir = DATA_DIR): Promise<Started> {
  const t0 = performance.now()
  // The flags the app starts its sandbox with.
  const child = spawn(
    process.execPath,
    [...SANDBOX_EXEC_ARGV, '--import', 'tsx', join(ROOT, 'src-sandbox/cli.ts'), '--json', '--data', dataDir],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }
  )
  // stderr passes through; the idle warm-up of a large market ends with a 'market warmed' line.
  const warmed = new Promise<string>((res) => {
    createInterface({ input: child.stderr! }).on('line', (l) => {
      process.stderr.write(`${l}\n`)
      if (l.startsWith('market warmed')) res(l)
    })
  })
  const line = await new Promise<string>((res, rej) => {
    const rl = createInterface({ input: child.stdout! })
    rl.once('line', res)
    child.once('exit', (code) => rej(new Error(`sandbox exited with ${code}`)))
  })
  const { url, keys } = JSON.parse(line) as { url: string; keys: { full: string } }
  return { child, url, key: keys.full, ms: performance.now() - t0, warmed }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((res) => child.once('exit', res))
  child.kill('SIGTERM')
  await exited
}
