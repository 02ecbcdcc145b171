// Writes that survive a crash or a power cut: a file's bytes and a folder's entries flushed to disk
// (fsync), and a small file replaced whole (written beside it, flushed, renamed over it).
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * Flushes a file, or a folder's entries (a rename or a new file is on disk only once its folder is).
 * Windows cannot open a folder and some file systems refuse to flush one: there it does nothing, as
 * those systems write folder entries through.
 */
export function fsyncPath(path: string, folder = false): void {
  let fd: number
  try {
    fd = openSync(path, folder ? 'r' : 'r+')
  } catch (err) {
    if (folder) return
    throw err
  }
  try {
    fsyncSync(fd)
  } catch (err) {
    if (!folder) throw err
  } finally {
    closeSync(fd)
  }
}

/** Replaces `file` whole with `text`: a crash leaves the old content or the new, never a part. */
export function writeDurably(file: string, text: string): void {
  const part = `${file}.part`
  const fd = openSync(part, 'w', 0o600)
  try {
    writeSync(fd, text)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(part, file)
  fsyncPath(dirname(file), true)
}
