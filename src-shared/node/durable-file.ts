// A file written so that its name, once it exists, names the whole file, also after a power cut: the
// bytes go to a temporary name in the same folder, are fsynced, and the temporary file is renamed.
// Node only (main and the sandbox): tsconfig.web.json leaves this folder out of the renderer's project.
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
