// The durable queue killed (SIGKILL: nothing flushed, no handler runs) in the middle of uploads and
// started again: every photo ends up on the service exactly once.
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../desktop/helpers/platform'
import { startSandbox, type StartedSandbox } from '../helpers/sandbox'
import { noiseJpeg, sha256 } from './photos'

const ROOT = join(import.meta.dirname, '..', '..')
let sb: StartedSandbox
const dir = tempDir('lagebild-photos-crash-')

beforeAll(async () => {
  sb = await startSandbox()
})
afterAll(async () => {
  await sb?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Runs the child; resolves with it once `until` matched one of its JSON lines. */
function child(args: string[], until: (line: Record<string, unknown>) => boolean): Promise<{ proc: ChildProcess; lines: Array<Record<string, unknown>> }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/photos/queue-child.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  const lines: Array<Record<string, unknown>> = []
  return new Promise((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on('line', (text) => {
      const line = JSON.parse(text) as Record<string, unknown>
      lines.push(line)
      if (until(line)) resolve({ proc, lines })
    })
    proc.once('exit', (code, signal) => reject(new Error(`child exited (${code ?? signal}) early: ${stderr}`)))
  })
}

describe('photo queue crash safety', () => {
  it('SIGKILL in the middle of 20 uploads, restart: every photo uploaded exactly once', { timeout: 120_000 }, async () => {
    const propertyId = ((await (await sb.request('/api/v2/properties', { method: 'POST', json: { customId: 'Crash' } })).json()) as { id: string }).id
    const files: string[] = []
    const hashes: string[] = []
    for (let i = 0; i < 20; i++) {
      const bytes = await noiseJpeg(100 + i, 1200, 900)
      const file = join(dir, `in-${i}.jpg`)
      writeFileSync(file, bytes)
      files.push(file)
      hashes.push(sha256(bytes))
    }
    const dataDir = join(dir, 'app')
    const first = await child(['enqueue', dataDir, sb.url, sb.keys.full, propertyId, ...files], (l) => l.done === 3)
    first.proc.removeAllListeners('exit')
    const gone = new Promise((r) => first.proc.once('exit', r))
    first.proc.kill('SIGKILL')
    await gone
    const listed = async () => ((await (await sb.request(`/api/v2/properties/${propertyId}/images?limit=100`)).json()) as { items: Array<{ src: string }> }).items
    const atKill = (await listed()).length
    expect(atKill).toBeGreaterThanOrEqual(3)
    expect(atKill).toBeLessThan(20)

    const second = await child(['resume', dataDir, sb.url, sb.keys.full, propertyId], (l) => 'end' in l)
    second.proc.removeAllListeners('exit')
    await new Promise((r) => (second.proc.exitCode !== null ? r(null) : second.proc.once('exit', r)))
    const stored = (await listed()).map((i) => /\/([0-9a-f]{64})\.jpg$/.exec(i.src)![1]).sort()
    expect(stored).toEqual([...hashes].sort())
    expect((second.lines.at(-1)!.end as { done: number }).done).toBe(20)
  })
})
