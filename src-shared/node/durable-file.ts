// A file written so that its name, once it exists, names the whole file, also after a power cut: the
// bytes go to a temporary name in the same folder, are fsynced, and the temporary file is renamed.
// Node only (main and the sandbox): tsconfig.web.json leaves this folder out of the renderer's project.
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs'
import { open, rename } from 'node:fs/promises'

/** `temp` is the temporary name, one the caller's sweep recognises after a crash. Readable by the owner only. */
export async function writeFileDurably(file: string, bytes: Uint8Array, temp: string): Promise<void> {
  const handle = await open(temp, 'w', 0o600)
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temp, file)
}

/** The same, synchronously: a text (UTF-8), or chunks for a file written in parts that are not to be joined in memory first. */
export function writeFileDurablySync(file: string, content: string | Iterable<Uint8Array>, temp: string): void {
  const fd = openSync(temp, 'w', 0o600)
  try {
    for (const chunk of typeof content === 'string' ? [Buffer.from(content, 'utf8')] : content) {
      for (let done = 0; done < chunk.byteLength;) done += writeSync(fd, chunk, done)
    }
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, file)
}

/**
 * Makes a folder's entries durable, so a rename into it survives a power cut. Windows cannot open a
 * folder as a file (Node raises EISDIR there), so on Windows the rename is as durable as NTFS's
 * metadata journal makes it and this does nothing.
 */
export async function syncFolder(dir: string, platform: NodeJS.Platform = process.platform): Promise<void> {
  if (platform === 'win32') return
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
