// A settings file that fails validation is never cleared: before the store opens it, the file is
// checked field by field (after the migrations, so an older file is judged in today's form). A field
// that fails goes back to its default, a connection that fails is dropped (the others, custom ones
// included, are kept), and the original file is kept beside it as settings.backup-<time>.json. A file
// that is not JSON at all is kept the same way and the app starts from the defaults. The report says
// what was repaired, once, in the app.
import { copyFileSync, existsSync, readFileSync, renameSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { SettingsRepair } from '@shared/bridge/contract'
import { writeFileDurablySync } from '@shared/node/durable-file'
import { settingsMigrations, settingsSchema, type MigrationStore } from './schema'

export type { SettingsRepair }

const ajv = new Ajv2020({ allErrors: true, strict: false })
const fieldCheck = Object.fromEntries(Object.entries(settingsSchema).map(([k, schema]) => [k, ajv.compile(schema)]))
const connectionCheck = ajv.compile(settingsSchema.connections.items)

function memoryStore(data: Record<string, unknown>): MigrationStore {
  return {
    get: (k) => data[k],
    set: (k, v) => void (data[k] = v),
    has: (k) => Object.hasOwn(data, k),
    delete: (k) => void delete data[k]
  }
}

const backupName = (file: string, now: Date) =>
  join(dirname(file), `${basename(file, '.json')}.backup-${now.toISOString().replace(/[:.]/g, '-')}.json`)

/**
 * Checks the settings file before the store opens it and repairs it in place when needed; null when
 * the file is absent or valid (then it is not touched).
 */
export function repairSettingsFile(file: string, now = new Date()): SettingsRepair | null {
  if (!existsSync(file)) return null
  const text = readFileSync(file, 'utf8')
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    data = undefined
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    const backup = backupName(file, now)
    renameSync(file, backup)
    return { backup, unreadable: true, resetFields: [], droppedConnections: [] }
  }

  const raw = data as Record<string, unknown>
  // Judge the file as the store will see it: migrations (idempotent) first, on a copy.
  const migrated: Record<string, unknown> = structuredClone(raw)
  for (const migrate of Object.values(settingsMigrations)) migrate(memoryStore(migrated))

  const resetFields: string[] = []
  const droppedConnections: string[] = []
  for (const [key, check] of Object.entries(fieldCheck)) {
    if (!Object.hasOwn(migrated, key) || check(migrated[key])) continue
    if (key === 'connections' && Array.isArray(migrated.connections)) {
      const kept = migrated.connections.filter((c) => {
        if (connectionCheck(c)) return true
        const { name, id } = (c ?? {}) as { name?: unknown; id?: unknown }
        const label = [name, id].find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined
        droppedConnections.push((label ?? '?').slice(0, 100))
        return false
      })
      migrated.connections = kept
      continue
    }
    delete migrated[key]
    resetFields.push(key)
  }
  if (!resetFields.length && !droppedConnections.length) return null

  const backup = backupName(file, now)
  copyFileSync(file, backup)
  writeFileDurablySync(file, JSON.stringify(migrated, undefined, '\t'), `${file}.repair-tmp`)
  return { backup, unreadable: false, resetFields, droppedConnections }
}
