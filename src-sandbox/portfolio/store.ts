// The portfolio: property groups, properties and their images, in one SQLite file plus an image folder.
// Every public method that writes runs in one transaction; counts (totalProperties,
// totalPropertyGroups) are computed from the rows in the same read, so they cannot drift.
import { join } from 'node:path'
import {
  IMAGE_TYPES,
  PROPERTY_SUBTYPES,
  type ImageListQuery,
  type ListQuery,
  type Property,
  type PropertyCreate,
  type PropertyGroup,
  type PropertyGroupCreate,
  type PropertyGroupPatch,
  type PropertyImagePatch,
  type PropertyPatch
} from '@shared/api'
import { transaction } from '@shared/node/sqlite-transaction'
import { clean, cleanAll, openDatabase, type Db } from './db'
import { PortfolioError } from './errors'
import { ImageFileStore } from './file-store'
import { newId } from './ids'
import { processImage } from './image-process'
import { completeLocation, type Locator } from './location'
import {
  GROUP_COLUMNS,
  groupFromRow,
  imageFromRow,
  json,
  listFilter,
  paging,
  propertyData,
  propertyFromRow,
  search,
  type GroupRow,
  type ImageRecord,
  type ImageRow,
  type PropertyRow
} from './rows'
import { PROPERTY_SERVICE_DEFAULTS } from '@shared/api/property-defaults'

export interface PortfolioOptions {
  dataDir: string
  /** The geocoder that completes property locations (Geography.locateV2). */
  locator: Locator
}

export interface ListResult<T> {
  items: T[]
  totalItems: number
}

export interface ImageUpload {
  type?: string
  caption?: string
  bytes: Buffer
}

export interface DeleteResult {
  groups: number
  properties: number
  images: number
}

/** A resource of the portfolio (property groups, properties): the four calls its routes serve. */
export interface Resource<Create, Patch, Item> {
  list(query: ListQuery): ListResult<Item>
  create(input: Create): Item
  get(id: string): Item
  update(id: string, patch: Patch): Item
}

export const CAPTION_MAX_LENGTH = 1000

// As the vendor does: what a Property omits, the service fills in.
const PROPERTY_DEFAULTS = PROPERTY_SERVICE_DEFAULTS

export class Portfolio {
  readonly files: ImageFileStore
  private readonly db: Db
  private readonly locator: Locator

  private constructor(db: Db, files: ImageFileStore, locator: Locator) {
    this.db = db
    this.files = files
    this.locator = locator
  }

  /** Opens (or creates) the portfolio in dataDir and sweeps image files left over by a crash. */
  static open(options: PortfolioOptions): Portfolio {
    const db = openDatabase(join(options.dataDir, 'portfolio.db'))
    const portfolio = new Portfolio(db, new ImageFileStore(options.dataDir), options.locator)
    portfolio.files.sweep((name) => portfolio.isFileReferenced(name))
    return portfolio
  }

  close(): void {
    this.db.close()
  }

  /** The property groups: a resource, and the removal of a group with everything below it. */
  readonly groups: Resource<PropertyGroupCreate, PropertyGroupPatch, PropertyGroup> & {
    delete(id: string): DeleteResult
  } = {
    create: (input) =>
      transaction(this.db, () => {
        const parentId = this.existingGroupParent(input.parentId)
        const id = newId()
        this.db
          .prepare(
            'INSERT INTO groups (id, parent_id, custom_id, external_id, location, search) VALUES (?, ?, ?, ?, ?, ?)'
          )
          .run(
            id,
            parentId,
            input.customId ?? null,
            input.externalId ?? null,
            json(input.location),
            search(input.customId, input.externalId, input.location)
          )
        return this.readGroup(id)
      }),

    get: (id) => this.readGroup(id),

    update: (id, patch) =>
      transaction(this.db, () => {
        const current = this.readGroup(id)
        let parentId = current.parentId ?? null
        if (patch.parentId !== undefined) {
          parentId = this.existingGroupParent(patch.parentId)
          if (parentId !== null && this.isSelfOrAncestor(id, parentId)) {
            throw PortfolioError.field('parentId', 'would make the group its own ancestor')
          }
        }
        const next = {
          customId: patch.customId ?? current.customId,
          externalId: patch.externalId ?? current.externalId,
          location: patch.location ?? current.location
        }
        this.db
          .prepare(
            'UPDATE groups SET parent_id = ?, custom_id = ?, external_id = ?, location = ?, search = ? WHERE id = ?'
          )
          .run(
            parentId,
            next.customId ?? null,
            next.externalId ?? null,
            json(next.location),
            search(next.customId, next.externalId, next.location),
            id
          )
        return this.readGroup(id)
      }),

    list: (query) => this.listPage('groups', 'g', GROUP_COLUMNS, query, groupFromRow),

    /** Removes the group, every group below it, their properties and those properties' images. */
    delete: (id) => {
      const { result, files } = transaction(this.db, () => {
        this.readGroup(id)
        const groupIds = cleanAll<{ id: string }>(
          this.db
            .prepare(
              'WITH RECURSIVE sub(id) AS (SELECT ? UNION SELECT g.id FROM groups g JOIN sub ON g.parent_id = sub.id) SELECT id FROM sub'
            )
            .all(id)
        ).map((r) => r.id)
        const groups = JSON.stringify(groupIds)
        const inProperties =
          'property_id IN (SELECT id FROM properties WHERE parent_id IN (SELECT value FROM json_each(?)))'
        const images = cleanAll<{ file: string; preview_file: string }>(
          this.db.prepare(`SELECT file, preview_file FROM images WHERE ${inProperties}`).all(groups)
        )
        this.db.prepare(`DELETE FROM images WHERE ${inProperties}`).run(groups)
        const properties = this.db
          .prepare('DELETE FROM properties WHERE parent_id IN (SELECT value FROM json_each(?))')
          .run(groups).changes
        this.db.prepare('DELETE FROM groups WHERE id IN (SELECT value FROM json_each(?))').run(groups)
        return {
          result: { groups: groupIds.length, properties, images: images.length },
          files: images.flatMap((i) => [i.file, i.preview_file])
        }
      })
      // After the commit: a crash before this line leaves orphan files (swept at start), never a dangling row.
      this.files.removeUnreferenced(files, (name) => this.isFileReferenced(name))
      return result
    }
  }

  readonly properties: Resource<PropertyCreate, PropertyPatch, Property> = {
    create: (input) => {
      checkPropertyType(input.propertyType)
      const location = input.location === undefined ? undefined : completeLocation(input.location, this.locator)
      return transaction(this.db, () => {
        const parentId = this.existingGroupParent(input.parentId)
        const data = propertyData({ ...PROPERTY_DEFAULTS, ...input, location })
        const id = newId()
        this.db
          .prepare('INSERT INTO properties (id, parent_id, data, search) VALUES (?, ?, ?, ?)')
          .run(id, parentId, JSON.stringify(data), search(data.customId, data.externalId, data.location))
        return this.readProperty(id)
      })
    },

    get: (id) => this.readProperty(id),

    update: (id, patch) => {
      checkPropertyType(patch.propertyType)
      this.readProperty(id)
      const location = patch.location === undefined ? undefined : completeLocation(patch.location, this.locator)
      return transaction(this.db, () => {
        const current = this.readProperty(id)
        const parentId =
          patch.parentId === undefined ? (current.parentId ?? null) : this.existingGroupParent(patch.parentId)
        const { id: _id, parentId: _parent, meta: _meta, ...currentData } = current
        const data = propertyData({ ...currentData, ...patch, ...(location ? { location } : {}) })
        this.db
          .prepare('UPDATE properties SET parent_id = ?, data = ?, search = ? WHERE id = ?')
          .run(parentId, JSON.stringify(data), search(data.customId, data.externalId, data.location), id)
        return this.readProperty(id)
      })
    },

    list: (query) => this.listPage('properties', 'p', 'p.id, p.parent_id, p.data', query, propertyFromRow)
  }

  // ---- images ----

  /** Stores the files durably first, then the row; resolves once both are committed. */
  async addImage(propertyId: string, upload: ImageUpload): Promise<ImageRecord> {
    this.readProperty(propertyId)
    const type = upload.type === undefined || upload.type === '' ? 'default' : upload.type
    checkImageFields({ type, caption: upload.caption })
    const processed = await processImage(upload.bytes)
    const file = await this.files.put(processed.full.bytes, processed.full.ext)
    let previewFile: string | undefined
    try {
      previewFile = await this.files.put(processed.preview.bytes, processed.preview.ext)
      const id = newId()
      const preview = previewFile
      transaction(this.db, () => {
        this.readProperty(propertyId)
        this.db
          .prepare('INSERT INTO images (id, property_id, type, caption, file, preview_file) VALUES (?, ?, ?, ?, ?, ?)')
          .run(id, propertyId, type, upload.caption ?? null, file, preview)
      })
      return this.getImage(propertyId, id)
    } finally {
      this.files.unpin(file)
      if (previewFile !== undefined) this.files.unpin(previewFile)
      // Files whose row never made it in (the property vanished meanwhile) go now rather than at next start.
      this.files.removeUnreferenced(previewFile === undefined ? [file] : [file, previewFile], (name) =>
        this.isFileReferenced(name)
      )
    }
  }

  getImage(propertyId: string, id: string): ImageRecord {
    const row = clean<ImageRow>(
      this.db
        .prepare(
          'SELECT id, property_id, type, caption, file, preview_file FROM images WHERE id = ? AND property_id = ?'
        )
        .get(id, propertyId)
    )
    if (!row) throw PortfolioError.notFound('image')
    return imageFromRow(row)
  }

  listImages(propertyId: string, query: ImageListQuery): ListResult<ImageRecord> {
    const { limit, offset } = paging(query)
    return transaction(this.db, () => {
      this.readProperty(propertyId)
      const rows = cleanAll<ImageRow>(
        this.db
          .prepare(
            'SELECT id, property_id, type, caption, file, preview_file FROM images WHERE property_id = ? ORDER BY seq LIMIT ? OFFSET ?'
          )
          .all(propertyId, limit, offset)
      )
      const total = this.count('SELECT count(*) AS n FROM images WHERE property_id = ?', [propertyId])
      return { items: rows.map(imageFromRow), totalItems: total }
    })
  }

  patchImage(propertyId: string, id: string, patch: PropertyImagePatch): ImageRecord {
    checkImageFields(patch)
    return transaction(this.db, () => {
      this.readProperty(propertyId)
      const current = this.getImage(propertyId, id)
      this.db
        .prepare('UPDATE images SET type = ?, caption = ? WHERE id = ?')
        .run(patch.type ?? current.type, patch.caption ?? current.caption ?? null, id)
      return this.getImage(propertyId, id)
    })
  }

  /** True when some image row names this file (full image or preview). */
  isFileReferenced(name: string): boolean {
    return (
      this.db.prepare('SELECT 1 AS x FROM images WHERE file = ? OR preview_file = ? LIMIT 1').get(name, name) != null
    )
  }

  // ---- helpers ----

  private readGroup(id: string): PropertyGroup {
    const row = clean<GroupRow>(this.db.prepare(`SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = ?`).get(id))
    if (!row) throw PortfolioError.notFound('property group')
    return groupFromRow(row)
  }

  private readProperty(id: string): Property {
    const row = clean<PropertyRow>(this.db.prepare('SELECT id, parent_id, data FROM properties WHERE id = ?').get(id))
    if (!row) throw PortfolioError.notFound('property')
    return propertyFromRow(row)
  }

  /** The parent id to store: null for absent or empty, else an existing group's id (400 otherwise). */
  private existingGroupParent(parentId: string | undefined): string | null {
    if (parentId === undefined || parentId === '') return null
    const found = this.db.prepare('SELECT 1 AS x FROM groups WHERE id = ?').get(parentId)
    if (found == null) throw PortfolioError.field('parentId', 'property group does not exist')
    return parentId
  }

  /** True when `candidate` is `id` or lies below it (walking up from candidate reaches id). */
  private isSelfOrAncestor(id: string, candidate: string): boolean {
    const hit = this.db
      .prepare(
        `WITH RECURSIVE up(id) AS (SELECT ? UNION SELECT g.parent_id FROM groups g JOIN up ON g.id = up.id WHERE g.parent_id IS NOT NULL)
         SELECT 1 AS x FROM up WHERE id = ?`
      )
      .get(candidate, id)
    return hit != null
  }

  /**
   * A page of a list call in the order of creation, and the count of every row the query matches, read in
   * one transaction; `columns` name the table by its alias.
   */
  private listPage<R extends object, T>(
    table: 'groups' | 'properties',
    alias: 'g' | 'p',
    columns: string,
    query: ListQuery,
    fromRow: (row: R) => T
  ): ListResult<T> {
    const from = `${table} ${alias}`
    const { where, params } = listFilter(alias, query)
    const { limit, offset } = paging(query)
    return transaction(this.db, () => {
      const rows = cleanAll<R>(
        this.db
          .prepare(`SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${alias}.seq LIMIT ? OFFSET ?`)
          .all(...params, limit, offset)
      )
      const total = this.count(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, params)
      return { items: rows.map(fromRow), totalItems: total }
    })
  }

  private count(sql: string, params: unknown[]): number {
    return Number(clean<{ n: number }>(this.db.prepare(sql).get(...params))?.n ?? 0)
  }
}

function checkPropertyType(propertyType: PropertyCreate['propertyType']): void {
  if (!propertyType?.subtype) return
  const allowed = (PROPERTY_SUBTYPES as Record<string, readonly string[]>)[propertyType.type] ?? []
  if (!allowed.includes(propertyType.subtype)) {
    throw PortfolioError.field(
      'propertyType.subtype',
      `must be one of ${allowed.join(', ')} for type ${propertyType.type}`
    )
  }
}

function checkImageFields(fields: { type?: string; caption?: string }): void {
  const errors: Record<string, string[]> = {}
  if (fields.type !== undefined && !(IMAGE_TYPES as readonly string[]).includes(fields.type)) {
    errors.type = [`must be one of ${IMAGE_TYPES.join(', ')}`]
  }
  if (fields.caption !== undefined && fields.caption.length > CAPTION_MAX_LENGTH) {
    errors.caption = [`must be at most ${CAPTION_MAX_LENGTH} characters`]
  }
  if (Object.keys(errors).length) throw new PortfolioError('fields', 'invalid image fields', errors)
}

/** The API shape of an image, with absolute URLs to the files the sandbox serves. */
export function imageResource(image: ImageRecord, publicBaseUrl: string) {
  const { file, previewFile, ...rest } = image
  return {
    ...rest,
    src: `${publicBaseUrl}${IMAGE_ROUTE_PREFIX}${file}`,
    previewSrc: `${publicBaseUrl}${IMAGE_ROUTE_PREFIX}${previewFile}`
  }
}

/** Where the sandbox serves image files: `${publicBaseUrl}/files/images/<sha256>.<ext>`. */
export const IMAGE_ROUTE_PREFIX = '/files/images/'
