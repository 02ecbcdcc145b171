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
  /**
   * Records the fields a create or update sent for this property (an update adds to them: PATCH keeps the
   * rest). Only a create makes the record complete: a property made elsewhere and changed here may hold
   * values stated elsewhere, so what the app did not send stays unknown.
   */
  stated(connectionId: string, propertyId: string, fields: readonly string[], created: boolean): void
  /** The fields the app sent for this property, and whether that is all that was stated (it created it). */
  of(connectionId: string, propertyId: string): StatedFields
  close(): void
}

export interface StatedFields {
  fields: Set<string>
  /** The app created the property: a field it never sent was filled in by the service. */
  complete: boolean
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
    stated(connectionId, propertyId, fields, created) {
      transaction(db, () => {
        if (created) stmt.record.run(connectionId, propertyId)
        for (const f of fields) stmt.field.run(connectionId, propertyId, f)
      })
    },
    of(connectionId, propertyId) {
      const rows = stmt.fields.all(connectionId, propertyId) as Array<{ field: string }>
      return {
        fields: new Set(rows.map((r) => String(r.field))),
        complete: !!stmt.known.get(connectionId, propertyId)
      }
    },
    close: () => db.close()
  }
}

/**
 * The property as the bridge shows it, with the fields whose value the service filled in: those the app
 * never sent for a property it created (known), or else those it never sent that hold the service's
 * default (which may be it).
 */
export function markServiceDefaults(p: PortfolioProperty, stated: StatedFields | null): PortfolioProperty {
  const { serviceDefaults: _old, ...rest } = p
  const complete = stated?.complete ?? false
  const fields = DEFAULTED_FIELDS.filter(
    (f) => p[f] !== undefined && !stated?.fields.has(f) && (complete || p[f] === PROPERTY_SERVICE_DEFAULTS[f])
  )
  return fields.length ? { ...rest, serviceDefaults: { fields, known: complete } } : rest
}
