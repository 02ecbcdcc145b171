// Files holding keys or key-derived data are readable by their owner only: the data folder 0700,
// keys.json and usage.json (request counts keyed by the API keys) 0600, also when they existed before.
import { chmodSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '@shared/api'
import { startSandbox, tempDataDir } from '../../helpers/sandbox'

const mode = (path: string) => statSync(path).mode & 0o777

describe.skipIf(process.platform === 'win32')('private files of the sandbox', () => {
  it('makes a fresh data folder 0700 with keys.json and usage.json 0600', async () => {
    const dataDir = join(tempDataDir(), 'fresh')
    const sandbox = await startSandbox({ dataDir })
    try {
      expect((await sandbox.request(ENDPOINTS.propertyGroupsList.path)).status).toBe(200)
    } finally {
      await sandbox.close()
    }
    expect(mode(dataDir)).toBe(0o700)
    expect(mode(join(dataDir, 'keys.json'))).toBe(0o600)
    expect(mode(join(dataDir, 'usage.json'))).toBe(0o600)
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('tightens a folder and files written before with the default modes', async () => {
    const dataDir = join(tempDataDir(), 'old')
    mkdirSync(dataDir, { mode: 0o755 })
    chmodSync(dataDir, 0o755)
    writeFileSync(join(dataDir, 'usage.json'), JSON.stringify({ day: '2000-01-01', counts: { sbx_old_key: 3 } }), {
      mode: 0o644
    })
    const sandbox = await startSandbox({ dataDir })
    await sandbox.close()
    expect(mode(dataDir)).toBe(0o700)
    expect(mode(join(dataDir, 'usage.json'))).toBe(0o600)
    expect(mode(join(dataDir, 'keys.json'))).toBe(0o600)
    rmSync(dataDir, { recursive: true, force: true })
  })
})
