// A build done once per content: the hash of every input file (path and bytes) is written beside the
// output, and a build whose hash matches is reused, so a second run with no source change builds
// nothing and any change to an input builds again. A lock folder keeps two test runs on one checkout
// (two copies of the suite side by side) from building into the same folder at once.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ROOT } from './root'

export { ROOT }

function files(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)))
}

/** sha-256 (16 hex digits) over the inputs (files or folders, relative to the repository root). */
export function contentHash(inputs: readonly string[]): string {
  const h = createHash('sha256')
  for (const input of inputs) {
    for (const file of files(join(ROOT, input))) {
      h.update(relative(ROOT, file))
      h.update('\0')
      h.update(readFileSync(file))
      h.update('\0')
    }
  }
  return h.digest('hex').slice(0, 16)
}

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null)

function lockHolderAlive(lock: string): boolean {
  const pid = Number(read(join(lock, 'pid')))
  if (!pid) return true // just created, the pid follows
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Runs build() unless the stamp file holds the inputs' hash; afterwards writes the hash to the stamp.
 * A build that fails leaves no stamp, so the next run builds again.
 */
export async function buildOnce(opts: {
  inputs: readonly string[]
  stamp: string
  build: () => Promise<void>
}): Promise<'built' | 'cached'> {
  const hash = contentHash(opts.inputs)
  if (read(opts.stamp) === hash) return 'cached'
  const lock = `${opts.stamp}.lock`
  mkdirSync(dirname(lock), { recursive: true })
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // Another run builds: wait for its lock to go (or its process to end), then look again.
      if (!lockHolderAlive(lock)) rmSync(lock, { recursive: true, force: true })
      else await sleep(500)
      if (read(opts.stamp) === hash) return 'cached'
    }
  }
  try {
    writeFileSync(join(lock, 'pid'), String(process.pid))
    if (read(opts.stamp) === hash) return 'cached'
    rmSync(opts.stamp, { force: true })
    await opts.build()
    writeFileSync(opts.stamp, hash)
    return 'built'
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
