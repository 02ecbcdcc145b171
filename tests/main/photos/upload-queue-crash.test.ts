// The durable queue killed (SIGKILL: nothing flushed, no handler runs) in the middle of uploads and
// started again: every photo ends up on the service exactly once. Killed in the middle of adding photos
// and opened again: nothing is left in the spool but whole copies of queued photos.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openUploadQueue } from '@main/photos/upload-queue'
import { tempDir } from '../../helpers/platform'
import { startSandbox, type StartedSandbox } from '../../helpers/sandbox'
import { noiseJpeg, sha256 } from './photos'
import { ROOT } from '../../helpers/root'

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
function child(
  args: string[],
  until: (line: Record<string, unknown>) => boolean
): Promise<{ proc: ChildProcess; lines: Array<Record<string, unknown>> }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/main/photos/queue-child.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe']
  })
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
  it(
    'SIGKILL in the middle of 20 uploads, restart: every photo uploaded exactly once',
    { timeout: 120_000 },
    async () => {
      const propertyId = (
        (await (await sb.request('/api/v2/properties', { method: 'POST', json: { customId: 'Crash' } })).json()) as {
          id: string
        }
      ).id
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
      const listed = async () =>
        (
          (await (await sb.request(`/api/v2/properties/${propertyId}/images?limit=100`)).json()) as {
            items: Array<{ src: string }>
          }
        ).items
      const atKill = (await listed()).length
      expect(atKill).toBeGreaterThanOrEqual(3)
      expect(atKill).toBeLessThan(20)

      const second = await child(['resume', dataDir, sb.url, sb.keys.full, propertyId], (l) => 'end' in l)
      second.proc.removeAllListeners('exit')
      await new Promise((r) => (second.proc.exitCode !== null ? r(null) : second.proc.once('exit', r)))
      const stored = (await listed()).map((i) => /\/([0-9a-f]{64})\.jpg$/.exec(i.src)![1]).sort()
      expect(stored).toEqual([...hashes].sort())
      expect((second.lines.at(-1)!.end as { done: number }).done).toBe(20)
    }
  )

  it(
    'SIGKILL at every step of adding a photo and at many moments, reopen: no partial file, every queued photo whole, nothing else',
    { timeout: 240_000 },
    async () => {
      const dataDir = join(dir, 'adding')
      const spool = join(dataDir, 'photos', 'spool')
      const known = new Map<string, number>()
      const report: string[] = []
      let round = 0

      /** Fresh photos (a copy already in the spool is not written again), about 2 MB each. */
      async function photos(n: number) {
        const files: string[] = []
        for (let i = 0; i < n; i++) {
          const bytes = await noiseJpeg(1000 + round * 10 + i, 1200, 900)
          const file = join(dir, `add-${round}-${i}.jpg`)
          writeFileSync(file, bytes)
          known.set(sha256(bytes), bytes.length)
          files.push(file)
        }
        return files
      }

      /** What the kill left in the spool before anything opened the queue again, then the state after reopening. */
      async function afterKill(label: string) {
        const names = existsSync(spool) ? readdirSync(spool) : []
        const referenced = new Set(
          jobs(dataDir)
            .filter((j) => SPOOLED.includes(j.state))
            .map((j) => j.sha256)
        )
        const before = {
          parts: names.filter((n) => n.endsWith('.part')),
          orphans: names.filter((n) => !n.endsWith('.part') && !referenced.has(n))
        }
        await reopen(dataDir)
        const after = readdirSync(spool)
        expect(
          after.filter((n) => n.endsWith('.part')),
          `${label}: partial files`
        ).toEqual([])
        const queued = jobs(dataDir).filter((j) => SPOOLED.includes(j.state))
        for (const job of queued) {
          const file = join(spool, job.sha256)
          expect(existsSync(file), `${label}: ${job.name} queued without its copy`).toBe(true)
          const bytes = readFileSync(file)
          expect([sha256(bytes), bytes.length], `${label}: ${job.name} whole`).toEqual([job.sha256, job.size])
          expect(known.get(job.sha256), `${label}: ${job.name} is one of the photos added`).toBe(job.size)
        }
        expect(after.sort(), `${label}: only copies of queued photos`).toEqual(
          [...new Set(queued.map((j) => j.sha256))].sort()
        )
        report.push(
          `${label}: ${before.parts.length} partial, ${before.orphans.length} without a job -> swept; ${queued.length} queued, all whole`
        )
        return before
      }

      // Each step of copying a photo into the spool, exactly (the child kills itself there).
      const left: Record<string, { parts: string[]; orphans: string[] }> = {}
      for (const step of ['open', 'write', 'sync', 'rename']) {
        round++
        const files = await photos(2)
        const proc = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            'tests/main/photos/queue-child.ts',
            'add',
            dataDir,
            'http://127.0.0.1:9',
            'no-key',
            'property-1',
            ...files
          ],
          {
            cwd: ROOT,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, KILL_AT: step }
          }
        )
        let out = ''
        proc.stdout!.on('data', (d: Buffer) => (out += d.toString()))
        proc.stderr!.on('data', (d: Buffer) => (out += d.toString()))
        const [, signal] = await new Promise<[number | null, string | null]>((r) =>
          proc.once('exit', (code, sig) => r([code, sig]))
        )
        expect(signal, `${step}: ${out}`).toBe('SIGKILL')
        expect(out, step).not.toContain('"added"')
        left[step] = await afterKill(`killed at ${step}`)
      }
      // The steps did leave what the sweep removes: a partial file while writing, a copy without a job after the rename.
      for (const step of ['open', 'write', 'sync']) expect(left[step]!.parts, step).toHaveLength(1)
      expect(left.rename!.orphans, 'rename').toHaveLength(1)

      // And at moments the test picks, wherever they fall (checks, preview, copy, the job's row, the next photo).
      for (const delay of [0, 60, 100, 130, 160, 200]) {
        round++
        const { proc } = await child(
          ['add', dataDir, 'http://127.0.0.1:9', 'no-key', 'property-1', ...(await photos(3))],
          (l) => l.adding === 0
        )
        proc.removeAllListeners('exit')
        await new Promise((r) => setTimeout(r, delay))
        const gone = new Promise((r) => proc.once('exit', r))
        proc.kill('SIGKILL')
        await gone
        await afterKill(`killed ${delay} ms into adding`)
      }
      console.log(`photo add crash, ${round} kills:\n${report.join('\n')}`)
    }
  )
})

/** The states in which a job keeps its copy in the spool. */
const SPOOLED = ['checking', 'queued', 'uploading', 'failed', 'cancelled']

/** The jobs in queue.db, read directly (the queue itself never shows content hashes). */
function jobs(dataDir: string): Array<{ name: string; sha256: string; size: number; state: string }> {
  const file = join(dataDir, 'photos', 'queue.db')
  if (!existsSync(file)) return []
  const db = new Database(file)
  try {
    // A kill while the queue first opened can leave the file without its table yet.
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'jobs'").get()) return []
    return db.prepare('SELECT name, sha256, size, state FROM jobs ORDER BY seq').all() as Array<{
      name: string
      sha256: string
      size: number
      state: string
    }>
  } finally {
    db.close()
  }
}

/** Opens the queue as the next start would (no service reachable), lets it settle and closes it again. */
async function reopen(dataDir: string) {
  const offline = Object.assign(new Error('offline'), { code: 'offline' })
  const queue = openUploadQueue({
    dir: join(dataDir, 'photos'),
    upload: () => Promise.reject(offline),
    alreadyUploaded: async () => null,
    knownHashes: async () => new Set(),
    mayHaveArrived: () => false,
    preview: async () => 'preview',
    pauses: () => true,
    toAppError: () => ({ code: 'offline', message: 'offline' }),
    onChange: () => undefined,
    retryAfterMs: 600_000
  })
  await new Promise((r) => setTimeout(r, 50))
  await queue.close(0)
}
