// What the user stated of each property, as main sent it: the fields of every create and update the app
// made, per connection and property, in <dataDir>/library/portfolio-entries.db. The service answers
// with values it filled in itself (PROPERTY_SERVICE_DEFAULTS) beside the user's; this record tells them
// apart. The appraiser's own work (what they entered cannot be fetched again), so it lives in library/.
import { DEFAULTED_FIELDS, PROPERTY_SERVICE_DEFAULTS } from '@shared/api/property-defaults'
import type { PortfolioProperty } from '@shared/bridge/portfolio'
import { openStoreFile, transaction } from '../storage/sqlite-file'

const SCHEMA = `
CREATE TABLE stated_fields (
  connection_id TEXT NOT NULL,
  property_id TEXT NOT NULL,
  field TEXT NOT NULL,
  PRIMARY KEY (connection_id, property_id, field)
);
CREATE TABLE recorded_properties (
  connection_id TEXT NOT NULL,
  property_id TEXT NOT NULL,
  PRIMARY KEY (connection_id, property_id)
);
`

export interface PortfolioEntries {
  /** Records the fields a create or update sent for this property (an update adds to them: PATCH keeps the rest). */
  stated(connectionId: string, propertyId: string, fields: readonly string[]): void
  /** The fields stated for this property, or null when the app never created or changed it. */
  of(connectionId: string, propertyId: string): Set<string> | null
  close(): void
}

export function openPortfolioEntries(file: string): PortfolioEntries {
  const { db } = openStoreFile(file, { what: 'portfolio entries file', schema: SCHEMA, version: 1 })
  const stmt = {
    record: db.prepare('INSERT OR IGNORE INTO recorded_properties (connection_id, property_id) VALUES (?, ?)'),
    field: db.prepare('INSERT OR IGNORE INTO stated_fields (connection_id, property_id, field) VALUES (?, ?, ?)'),
    known: db.prepare('SELECT 1 AS x FROM recorded_properties WHERE connection_id = ? AND property_id = ?'),
    fields: db.prepare('SELECT field FROM stated_fields WHERE connection_id = ? AND property_id = ?')
  }
  return {
    stated(connectionId, propertyId, fields) {
      transaction(db, () => {
        stmt.record.run(connectionId, propertyId)
        for (const f of fields) stmt.field.run(connectionId, propertyId, f)
      })
    },
    of(connectionId, propertyId) {
      if (!stmt.known.get(connectionId, propertyId)) return null
      const rows = stmt.fields.all(connectionId, propertyId) as Array<{ field: string }>
      return new Set(rows.map((r) => String(r.field)))
    },
    close: () => db.close()
  }
}

/**
 * The property as the bridge shows it, with the fields whose value the service filled in: those the
 * app never sent (known), or, with no record, those holding the service's default (which may be it).
 */
export function markServiceDefaults(p: PortfolioProperty, stated: Set<string> | null): PortfolioProperty {
  const { serviceDefaults: _old, ...rest } = p
  const fields = DEFAULTED_FIELDS.filter((f) =>
    p[f] === undefined ? false : stated ? !stated.has(f) : p[f] === PROPERTY_SERVICE_DEFAULTS[f]
  )
  return fields.length ? { ...rest, serviceDefaults: { fields, known: stated !== null } } : rest
}
