// Per-key daily request quota, counted per UTC day. Counters live in memory and are written to
// <dataDir>/usage.json at most once a second and on close, so a restart on the same day keeps them
// (a crash may lose the last second of counting). Every authorised request counts, whatever its outcome.
import { readFileSync } from 'node:fs'
import { writeFileDurablySync } from '@shared/node/durable-file'
import { restrictFile } from '../private-files'
import { join } from 'node:path'
import type { SandboxKey } from '../keys'

export const USAGE_FILE = 'usage.json'
/** X-RateLimit-Limit (and the starting Remaining) sent for keys with an unlimited quota (dailyQuota null). */
export const UNLIMITED_LIMIT = 1_000_000_000

export interface QuotaState {
  limit: number
  remaining: number
  reset: number
  allowed: boolean
}

interface UsageFile {
  day: string
  counts: Record<string, number>
}

export function utcDay(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10)
}

/** UTC epoch seconds of the next midnight. */
export function nextUtcMidnight(now = Date.now()): number {
  const d = new Date(now)
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) / 1000)
}

export class QuotaCounter {
  private day: string
  private counts = new Map<string, number>()
  private timer: NodeJS.Timeout | null = null
  private readonly file: string

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now
  ) {
    this.file = join(dataDir, USAGE_FILE)
    this.day = utcDay(now())
    try {
      const saved = JSON.parse(readFileSync(this.file, 'utf8')) as UsageFile
      if (saved.day === this.day)
        for (const [k, n] of Object.entries(saved.counts)) if (Number.isInteger(n)) this.counts.set(k, n)
    } catch {
      // no usage yet today, or an unreadable file: start counting from zero
    }
  }

  /** Counts one request for the key, unless its quota is spent (then allowed is false). */
  consume(key: SandboxKey): QuotaState {
    const state = this.peek(key)
    if (!state.allowed) return state
    this.counts.set(key.key, (this.counts.get(key.key) ?? 0) + 1)
    this.scheduleSave()
    return { ...state, remaining: Math.max(0, state.remaining - 1) }
  }

  /** The key's state without counting. */
  peek(key: SandboxKey): QuotaState {
    this.rollOver()
    const used = this.counts.get(key.key) ?? 0
    const limit = key.dailyQuota ?? UNLIMITED_LIMIT
    const remaining = Math.max(0, limit - used)
    return { limit, remaining, reset: nextUtcMidnight(this.now()), allowed: key.dailyQuota === null || remaining > 0 }
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const data: UsageFile = { day: this.day, counts: Object.fromEntries(this.counts) }
    try {
      // Counts are keyed by the API keys themselves: readable by the owner only.
      writeFileDurablySync(this.file, JSON.stringify(data), `${this.file}.${process.pid}.tmp`)
      restrictFile(this.file)
    } catch {
      // counting goes on in memory; the data folder may have been removed under us
    }
  }

  private rollOver(): void {
    const today = utcDay(this.now())
    if (today !== this.day) {
      this.day = today
      this.counts.clear()
    }
  }

  private scheduleSave(): void {
    if (this.timer) return
    this.timer = setTimeout(() => this.flush(), 1000)
    this.timer.unref()
  }
}
