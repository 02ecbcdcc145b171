// The portfolio's rows: how groups, properties and images are stored in SQLite and read back into the
// API's shapes, and the list filters and paging of the list calls.
import type { ListQuery, Location, Property, PropertyGroup } from '@shared/api'
import { addressText } from './location'

/** A stored image; `file` and `previewFile` are names in the image folder (see imageResource). */
export interface ImageRecord {
  id: string
  propertyId: string
  type: string
  caption?: string
  file: string
  previewFile: string
}

export const LIST_DEFAULT_LIMIT = 10
export const LIST_MAX_LIMIT = 100

/** Property fields in the order of the spec's table; the response keeps this order. */
const PROPERTY_FIELDS = [
  'customId',
  'externalId',
  'location',
  'propertyType',
  'buildingYear',
  'livingArea',
  'landArea',
  'numberOfRooms',
  'floor',
  'currentRent',
  'rentControl',
  'condition',
  'quality',
  'energyCertificate',
  'primaryEnergySource',
  'heatingTypes',
  'equipments'
] as const
export type PropertyData = Omit<Property, 'id' | 'parentId' | 'meta'>

export interface GroupRow {
  id: string
  parent_id: string | null
  custom_id: string | null
  external_id: string | null
  location: string | null
  total_properties: number
  total_groups: number
}
export interface PropertyRow {
  id: string
  parent_id: string | null
  data: string
}
export interface ImageRow {
  id: string
  property_id: string
  type: string
  caption: string | null
  file: string
  preview_file: string
}

export const GROUP_COLUMNS = `g.id, g.parent_id, g.custom_id, g.external_id, g.location,
  (SELECT count(*) FROM properties p WHERE p.parent_id = g.id) AS total_properties,
  (SELECT count(*) FROM groups c WHERE c.parent_id = g.id) AS total_groups`

export function listFilter(alias: 'g' | 'p', query: ListQuery): { where: string; params: unknown[] } {
  const conditions: string[] = []
  const params: unknown[] = []
  const text = query.query?.trim() ?? ''
  if (query.parentId !== undefined && query.parentId !== '') {
    conditions.push(`${alias}.parent_id = ?`)
    params.push(query.parentId)
  } else if (text === '') {
    conditions.push(`${alias}.parent_id IS NULL`)
  }
  if (text !== '') {
    conditions.push(`instr(${alias}.search, ?) > 0`)
    params.push(fold(text))
  }
  return { where: conditions.length ? conditions.join(' AND ') : '1 = 1', params }
}

export function paging(query: { limit?: number; offset?: number }): { limit: number; offset: number } {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? LIST_DEFAULT_LIMIT), 0), LIST_MAX_LIMIT)
  // SQLite binds numbers beyond 2^53 as REAL, which OFFSET refuses; no list is that long anyway.
  const offset = Math.min(Math.max(Math.trunc(query.offset ?? 0), 0), Number.MAX_SAFE_INTEGER)
  return { limit, offset }
}

export function fold(text: string): string {
  return text.normalize('NFC').toLowerCase()
}

export function search(
  customId: string | undefined,
  externalId: string | undefined,
  location: Location | undefined
): string {
  return fold([customId, externalId, addressText(location)].filter((s) => s).join('\n'))
}

export function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value)
}

export function groupFromRow(row: GroupRow): PropertyGroup {
  const group = { id: row.id } as PropertyGroup
  if (row.custom_id !== null) group.customId = row.custom_id
  if (row.external_id !== null) group.externalId = row.external_id
  if (row.parent_id !== null) group.parentId = row.parent_id
  if (row.location !== null) group.location = JSON.parse(row.location) as Location
  group.totalProperties = Number(row.total_properties)
  group.totalPropertyGroups = Number(row.total_groups)
  return group
}

export function propertyFromRow(row: PropertyRow): Property {
  const data = JSON.parse(row.data) as PropertyData
  const { customId, externalId, ...rest } = data
  const out: Property = { id: row.id }
  if (customId !== undefined) out.customId = customId
  if (externalId !== undefined) out.externalId = externalId
  if (row.parent_id !== null) out.parentId = row.parent_id
  return { ...out, ...rest }
}

export function propertyData(input: Record<string, unknown>): PropertyData {
  const data: Record<string, unknown> = {}
  for (const field of PROPERTY_FIELDS) if (input[field] !== undefined) data[field] = input[field]
  return data as PropertyData
}

export function imageFromRow(row: ImageRow): ImageRecord {
  const image: ImageRecord = {
    id: row.id,
    propertyId: row.property_id,
    type: row.type,
    file: row.file,
    previewFile: row.preview_file
  }
  if (row.caption !== null) image.caption = row.caption
  return image
}
