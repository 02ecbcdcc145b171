// Image files on disk under content-addressed names (`<sha256>.<ext>`) in <dataDir>/images.
// A file is complete before its name exists: written under a temporary name, fsynced, renamed, and the
// directory fsynced, so after a crash a name either points at the whole file or does not exist.
// Rows are inserted only after put() resolves, so no row ever points at a missing file; a crash between
// the two leaves an orphan file, which sweep() removes at the next start.
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, unlinkSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { syncFolder, writeFileDurably } from '@shared/node/durable-file'

export const FILE_NAME = /^[0-9a-f]{64}\.(jpg|png|webp)$/

export class ImageFileStore {
  readonly dir: string
  /** Names being written or awaiting their row: never removed as unreferenced meanwhile. */
  private readonly pinned = new Map<string, number>()

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'images')
    mkdirSync(this.dir, { recursive: true })
  }

  path(name: string): string {
    if (!FILE_NAME.test(name)) throw new Error(`not an image file name: ${name}`)
    return join(this.dir, name)
  }

  /** Writes bytes durably under their content address and pins the name; call unpin() once the row is in. */
  async put(bytes: Buffer, ext: string): Promise<string> {
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${ext}`
    this.pin(name)
    try {
      const target = this.path(name)
      if (await sameSizeFileExists(target, bytes.length)) return name
      await writeFileDurably(target, bytes, join(this.dir, `.tmp-${randomBytes(8).toString('hex')}`))
      // The folder too, so the rename itself survives a power cut.
      await syncFolder(this.dir)
      return name
    } catch (err) {
      this.unpin(name)
      throw err
    }
  }

  unpin(name: string): void {
    const n = (this.pinned.get(name) ?? 0) - 1
    if (n <= 0) this.pinned.delete(name)
    else this.pinned.set(name, n)
  }

  /** Removes files that no row references; `isReferenced` is asked synchronously right before each unlink. */
  removeUnreferenced(names: Iterable<string>, isReferenced: (name: string) => boolean): void {
    for (const name of new Set(names)) {
      if (this.pinned.has(name) || isReferenced(name)) continue
      try {
        unlinkSync(this.path(name))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      }
    }
  }

  /** At start, before any request: drop temporary files and files no row references. */
  sweep(isReferenced: (name: string) => boolean): { removed: number } {
    let removed = 0
    for (const entry of readdirSync(this.dir)) {
      const orphan =
        entry.startsWith('.tmp-') || (FILE_NAME.test(entry) && !isReferenced(entry) && !this.pinned.has(entry))
      if (!orphan) continue
      unlinkSync(join(this.dir, entry))
      removed++
    }
    return { removed }
  }

  private pin(name: string): void {
    this.pinned.set(name, (this.pinned.get(name) ?? 0) + 1)
  }
}

async function sameSizeFileExists(path: string, size: number): Promise<boolean> {
  try {
    return (await stat(path)).size === size
  } catch {
    return false
  }
}
