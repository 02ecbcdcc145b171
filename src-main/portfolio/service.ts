// The portfolio over the active connection: pages of groups and properties, each with the connection it
// came from; photos with image references in place of service URLs; and, before a group is deleted, a
// count of the subtree the service deletes with it. Every read that succeeds is kept (store.ts); when the
// service cannot be reached, the same read answers from that copy, marked with the time it was fetched
// (keptAt). Changes are never kept for later: offline they fail, and the screen says so.
import type {
  DeleteImpact,
  GroupDraft,
  GroupPage,
  ImageDraft,
  ImagePage,
  PortfolioGroup,
  PortfolioImage,
  PortfolioListQuery,
  PortfolioProperty,
  PropertyDraft,
  PropertyPage
} from '@shared/bridge/portfolio'
import type { PropertyGroup, Property, PropertyImage } from '@shared/api/v2-portfolio'
import type { AppError } from '@shared/bridge/errors'
import { ENDPOINTS } from '@shared/api/endpoints'
import { provenanceOf, type Provenance } from '@shared/bridge/provenance'
import type { Connect, Connected } from '../connections/connect'
import type { ImageService } from '../images'
import { isUnreachable } from '../net/connectivity'
import type { PortfolioStore } from './store'
import { markServiceDefaults, type PortfolioEntries } from './entries'

export interface PortfolioServiceDeps {
  connect: Connect
  images: Pick<ImageService, 'referenceAll' | 'rebase'>
  /** The copy of what was read online (absent: nothing is kept, offline reads fail). */
  kept?: () => PortfolioStore
  /** What the user stated of each property (absent: nothing recorded, defaults told by their value). */
  entries?: () => PortfolioEntries
  /** How a thrown error reads as an AppError (to tell "unreachable" from the service's own answers). */
  toAppError?: (err: unknown) => AppError
  now?: () => Date
}

/** The service's largest page. */
export const PAGE_MAX = 100
/** A delete confirmation counts at most this many groups of the subtree before it asks (then says "at least"). */
export const IMPACT_GROUP_LIMIT = 2000
/** A property's gallery shows at most this many photos (pages of 100). */
export const GALLERY_MAX = 2000

type ConnectionAt = Connected['connection']
type ImagePageBody = { items: PortfolioImage[]; totalItems: number; offset: number }

const withoutMeta = <T extends { meta?: unknown }>(x: T): Omit<T, 'meta'> => {
  const { meta: _meta, ...rest } = x
  return rest
}

export function createPortfolioService(deps: PortfolioServiceDeps) {
  async function withClient<T>(work: (c: Connected) => Promise<T>): Promise<T> {
    const connected = await deps.connect()
    try {
      return await work(connected)
    } finally {
      await connected.release?.()
    }
  }

  const now = deps.now ?? (() => new Date())
  /**
   * A read through the copy: online, the answer is kept under `key` for this connection; when the service
   * cannot be reached, the kept answer of the same read comes back with keptAt (the time it was fetched).
   */
  async function readFrom<T extends object>(
    key: string,
    work: (c: Connected) => Promise<T>,
    fromCopy: (value: T) => T = (value) => value
  ): Promise<{ value: T; connection: ConnectionAt; fetchedAt: string }> {
    const connected = await deps.connect()
    try {
      const value = await work(connected)
      const fetchedAt = now().toISOString()
      deps.kept?.().put(connected.connection.id, key, value, fetchedAt)
      return { value, connection: connected.connection, fetchedAt }
    } catch (err) {
      const unreachable = deps.toAppError ? isUnreachable(deps.toAppError(err)) : false
      const copy = unreachable ? deps.kept?.().get(connected.connection.id, key) : null
      if (!copy) throw err
      return {
        value: { ...fromCopy(copy.value as T), keptAt: copy.fetchedAt },
        connection: connected.connection,
        fetchedAt: copy.fetchedAt
      }
    } finally {
      await connected.release?.()
    }
  }
  const read = async <T extends object>(key: string, work: (c: Connected) => Promise<T>): Promise<T> =>
    (await readFrom(key, work)).value
  /** A page read through the copy with its Provenance (a copy kept before the one provenance vocabulary holds a `source` of the old shape: replaced). */
  const page = async <T extends object>(
    key: string,
    endpoint: { method: string; path: string },
    work: (c: Connected) => Promise<T>,
    fromCopy?: (value: T) => T
  ): Promise<T & { source: Provenance }> => {
    const { value, connection, fetchedAt } = await readFrom(key, work, fromCopy)
    return { ...value, source: provenanceOf(connection, `${endpoint.method} ${endpoint.path}`, fetchedAt) }
  }
  const keyOf = (kind: string, q: PortfolioListQuery) =>
    `${kind}?${JSON.stringify([q.parentId ?? '', q.query?.trim() ?? '', q.offset ?? 0, q.limit ?? PAGE_MAX])}`

  const listQuery = (q: PortfolioListQuery) => ({
    limit: q.limit ?? PAGE_MAX,
    offset: q.offset ?? 0,
    ...(q.parentId ? { parentId: q.parentId } : {}),
    ...(q.query?.trim() ? { query: q.query.trim() } : {})
  })

  /** One page of a list (groups or properties) through the copy, its items as the bridge shows them. */
  const listPage = <I, O>(
    kind: string,
    q: PortfolioListQuery,
    endpoint: { method: string; path: string },
    list: (
      client: Connected['client'],
      query: ReturnType<typeof listQuery>
    ) => Promise<{ items: I[]; totalItems: number }>,
    shown: (item: I, connection: ConnectionAt) => O
  ) =>
    page(keyOf(kind, q), endpoint, async ({ client, connection }) => {
      const query = listQuery(q)
      const answer = await list(client, query)
      return {
        items: answer.items.map((i) => shown(i, connection)),
        totalItems: answer.totalItems,
        offset: query.offset
      }
    })

  const group = (g: PropertyGroup): PortfolioGroup => withoutMeta(g)
  /** A property with the fields the service filled in itself marked (entries.ts). */
  const property = (p: Property | PortfolioProperty, connection: ConnectionAt): PortfolioProperty =>
    markServiceDefaults(withoutMeta(p as Property), deps.entries?.().of(connection.id, p.id) ?? null)
  /** A create or update: what it sent is recorded as stated before the answer is marked. */
  const changed = (p: Property, draft: PropertyDraft, connection: ConnectionAt, created: boolean) => {
    deps.entries?.().stated(connection.id, p.id, Object.keys(draft), created)
    return property(p, connection)
  }
  const readProperty = async (id: string) => {
    const { value, connection } = await readFrom(`property:${id}`, async ({ client, connection }) =>
      property(await client.v2.properties.get(id), connection)
    )
    // From the copy too: marked by what is recorded now.
    return { property: property(value, connection), connection }
  }
  function images(list: PropertyImage[], connection: ConnectionAt): PortfolioImage[] {
    const refs = deps.images.referenceAll(
      list.flatMap((i) => [i.src, i.previewSrc]),
      connection
    )
    return list.map((i, n) => ({
      id: i.id,
      propertyId: i.propertyId,
      type: i.type,
      ...(i.caption !== undefined ? { caption: i.caption } : {}),
      src: refs[2 * n] ?? null,
      previewSrc: refs[2 * n + 1] ?? null
    }))
  }

  /**
   * Photos from the copy: their references as this start of the app serves them (a reference names the
   * image by connection and path, never by the origin or port it was handed out under).
   */
  const rebased = (page: ImagePageBody): ImagePageBody => ({
    ...page,
    items: page.items.map((i) => ({
      ...i,
      src: i.src ? deps.images.rebase(i.src) : null,
      previewSrc: i.previewSrc ? deps.images.rebase(i.previewSrc) : null
    }))
  })

  /** Counts the groups and properties below a group, breadth first, page by page. */
  async function deleteImpact(id: string): Promise<DeleteImpact> {
    return withClient(async ({ client }) => {
      const root = await client.v2.propertyGroups.get(id)
      let groups = 0
      let properties = root.totalProperties
      let partial = false
      let frontier = root.totalPropertyGroups > 0 ? [id] : []
      while (frontier.length > 0) {
        const next: string[] = []
        for (const parentId of frontier) {
          for (let offset = 0; ; offset += PAGE_MAX) {
            const page = await client.v2.propertyGroups.list({ parentId, limit: PAGE_MAX, offset })
            for (const g of page.items) {
              groups++
              properties += g.totalProperties
              if (g.totalPropertyGroups > 0) next.push(g.id)
            }
            if (page.items.length < PAGE_MAX || offset + PAGE_MAX >= page.totalItems) break
          }
          if (groups >= IMPACT_GROUP_LIMIT) {
            partial = true
            break
          }
        }
        if (partial) break
        frontier = next
      }
      return { groups, properties, partial }
    })
  }

  return {
    groups: (q: PortfolioListQuery): Promise<GroupPage> =>
      listPage(
        'groups',
        q,
        ENDPOINTS.propertyGroupsList,
        (client, query) => client.v2.propertyGroups.list(query),
        group
      ),
    group: (id: string) => read(`group:${id}`, async ({ client }) => group(await client.v2.propertyGroups.get(id))),
    createGroup: (draft: GroupDraft) =>
      withClient(async ({ client }) => group(await client.v2.propertyGroups.create(draft))),
    updateGroup: (id: string, draft: GroupDraft) =>
      withClient(async ({ client }) => group(await client.v2.propertyGroups.update(id, draft))),
    deleteImpact,
    deleteGroup: (id: string) =>
      withClient(async ({ client }) => {
        await client.v2.propertyGroups.delete(id)
        return null
      }),
    properties: (q: PortfolioListQuery): Promise<PropertyPage> =>
      listPage(
        'properties',
        q,
        ENDPOINTS.propertiesList,
        (client, query) => client.v2.properties.list(query),
        property
      ),
    property: async (id: string) => (await readProperty(id)).property,
    /** The property with the connection it came from (to mark sample data in exports); offline, the kept copy. */
    propertyWithConnection: readProperty,
    createProperty: (draft: PropertyDraft) =>
      withClient(async ({ client, connection }) =>
        changed(await client.v2.properties.create(draft), draft, connection, true)
      ),
    updateProperty: (id: string, draft: PropertyDraft) =>
      withClient(async ({ client, connection }) =>
        changed(await client.v2.properties.update(id, draft), draft, connection, false)
      ),
    images: (propertyId: string): Promise<ImagePage> =>
      page(
        `images:${propertyId}`,
        ENDPOINTS.propertyImagesList,
        async ({ client, connection }) => {
          const all: PropertyImage[] = []
          let total = 0
          for (let offset = 0; offset < GALLERY_MAX; offset += PAGE_MAX) {
            const page = await client.v2.propertyImages.list(propertyId, { limit: PAGE_MAX, offset })
            all.push(...page.items)
            total = page.totalItems
            if (page.items.length < PAGE_MAX || all.length >= total) break
          }
          return { items: images(all, connection), totalItems: total, offset: 0 }
        },
        rebased
      ),
    updateImage: (propertyId: string, imageId: string, draft: ImageDraft) =>
      withClient(
        async ({ client, connection }) =>
          images([await client.v2.propertyImages.update(propertyId, imageId, draft)], connection)[0]!
      )
  }
}

export type PortfolioService = ReturnType<typeof createPortfolioService>
