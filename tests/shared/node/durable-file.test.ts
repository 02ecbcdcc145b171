import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { syncFolder, writeFileDurablySync } from '@shared/node/durable-file'

const dirs: string[] = []
const folder = () => {
  const d = mkdtempSync(join(tmpdir(), 'durable-'))
  dirs.push(d)
  return d
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

describe('writeFileDurablySync', () => {
  it('writes the chunks as one file, readable by the owner only, and leaves no temporary file', () => {
    const dir = folder()
    const file = join(dir, 'f.bin')
    const big = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251)
    writeFileDurablySync(file, [Buffer.from('head'), big, new Uint8Array(0), Buffer.from('tail')], join(dir, 'f.tmp'))
    writeFileDurablySync(join(dir, 't.txt'), 'Straße', join(dir, 't.tmp'))
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toBe('Straße')
    const back = readFileSync(file)
    expect(back.byteLength).toBe(4 + big.byteLength + 4)
    expect(back.subarray(0, 4).toString()).toBe('head')
    expect(Buffer.compare(back.subarray(4, 4 + big.byteLength), Buffer.from(big))).toBe(0)
    expect(back.subarray(-4).toString()).toBe('tail')
    expect(readdirSync(dir).sort()).toEqual(['f.bin', 't.txt'])
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('keeps the old file whole when writing the new one fails part-way', () => {
    const dir = folder()
    const file = join(dir, 'f.json')
    writeFileSync(file, 'old')
    function* failing() {
      yield Buffer.from('new, half')
      throw new Error('disk gone')
    }
    expect(() => writeFileDurablySync(file, failing(), join(dir, 'f.tmp'))).toThrow('disk gone')
    expect(readFileSync(file, 'utf8')).toBe('old')
  })
})

describe('syncFolder', () => {
  it('syncs a folder where the platform can open one, and leaves Windows alone', async () => {
    const dir = folder()
    await expect(syncFolder(dir, 'linux')).resolves.toBeUndefined()
    // A folder that is not there: Linux must try (and fail); Windows must not try at all.
    await expect(syncFolder(join(dir, 'gone'), 'linux')).rejects.toThrow()
    await expect(syncFolder(join(dir, 'gone'), 'win32')).resolves.toBeUndefined()
  })
})
