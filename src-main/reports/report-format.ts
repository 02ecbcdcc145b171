// Stored reports carry a format version (REPORT_FORMAT). A report written by an earlier version of
// the app is brought up to the current format here before its shape is checked, so upgrading never
// turns saved reports into damaged ones. One step per format; each step takes the previous format.
import { REPORT_FORMAT, REPORT_PARTS } from '@shared/bridge/reports'
import { kindOfConnectionId } from '@shared/bridge/provenance'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

const STEPS: Record<number, (r: Json) => Json> = {
  // 1 -> 2: the connection's kind was not recorded; the built-in ids tell it.
  1: (r) => {
    const c = isObject(r.connection) ? r.connection : {}
    return { ...r, connection: { ...c, kind: kindOfConnectionId(typeof c.id === 'string' ? c.id : '') } }
  },
  // 2 -> 3: connection (with its baseUrl) and fetchedAt become source, the report's Provenance.
  2: ({ connection, fetchedAt, ...r }) => {
    const { baseUrl, ...named } = isObject(connection) ? connection : {}
    const parts = isObject(r.parts) ? r.parts : {}
    const endpoints = REPORT_PARTS.map((p) => (isObject(parts[p]) ? parts[p].endpoint : undefined)).filter(
      (e) => typeof e === 'string'
    )
    return { ...r, source: { connection: named, baseUrl, endpoint: endpoints.join('; '), fetchedAt } }
  }
}

export type Upgraded = { ok: true; value: unknown } | { ok: false; reason: string }

/** The stored JSON in the current format; a format newer than this app knows is refused by name. */
export function upgradeReport(value: unknown): Upgraded {
  if (!isObject(value)) return { ok: true, value }
  const stored = value.formatVersion ?? 1
  if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < 1)
    return { ok: false, reason: 'the stored report has no valid format version' }
  if (stored > REPORT_FORMAT)
    return { ok: false, reason: `the stored report was written by a newer Lagebild (format ${stored})` }
  let r: Json = value
  for (let v = stored; v < REPORT_FORMAT; v++) r = STEPS[v]!(r)
  return { ok: true, value: { ...r, formatVersion: REPORT_FORMAT } }
}
