// The portfolio screen's state: the group tree (children loaded when a group opens, page by page), the
// selected group with its properties, the selected property with its photos, the search, and the last
// error of each. Everything comes from the active connection's service through `portfolio` calls.
import { defineStore } from 'pinia'
import { computed, reactive, ref, shallowRef } from 'vue'
import type { AppError, Result } from '@shared/bridge/errors'
import type { Provenance } from '@shared/bridge/provenance'
import type {
  DeleteImpact,
  GroupDraft,
  ImageDraft,
  PortfolioGroup,
  PortfolioImage,
  PortfolioProperty,
  PropertyDraft
} from '@shared/bridge/portfolio'
import { portfolioCalls } from '../bridge/portfolio'

/** The service's page size: lists show this many and offer "more" past it. */
export const PAGE = 100
/** The tree's key for the top level. */
export const TOP = ''

/** A list loaded page by page from the service: what is loaded, the total, and the state of the last load. */
export interface PagedList<T> {
  items: T[]
  total: number
  loading: boolean
  error: AppError | null
}
export type Branch = PagedList<PortfolioGroup>
export type PropertyList = PagedList<PortfolioProperty>

const emptyList = (): PropertyList => ({ items: [], total: 0, loading: false, error: null })

/** A group's name as shown: its customId, else its externalId, else its id. */
export const groupName = (g: Pick<PortfolioGroup, 'id' | 'customId' | 'externalId'>) =>
  g.customId?.trim() || g.externalId?.trim() || g.id
export const propertyName = (p: PortfolioProperty) =>
  p.customId?.trim() || p.location?.address?.unstructured || p.externalId?.trim() || p.id
/** The address line of a property, for the report, comparables and valuation screens. */
export const propertyAddress = (p: PortfolioProperty): string | null => {
  const a = p.location?.address
  if (!a) return null
  if (a.unstructured?.trim()) return a.unstructured.trim()
  const line = [[a.street, a.houseNumber].filter(Boolean).join(' '), [a.postCode, a.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return line || null
}

export const usePortfolio = defineStore('portfolio', () => {
  const source = shallowRef<Provenance | null>(null)
  const branches = reactive(new Map<string, Branch>())
  const expanded = reactive(new Set<string>())
  /** Known groups by id (from every page loaded), for names, parents and the move picker. */
  const known = reactive(new Map<string, PortfolioGroup>())
  /** The selected group; TOP: properties without a group. */
  const groupId = ref<string | null>(null)
  const properties = ref<PropertyList>(emptyList())
  const property = ref<PortfolioProperty | null>(null)
  const propertyError = ref<AppError | null>(null)
  const images = ref<PortfolioImage[]>([])
  const imagesLoading = ref(false)
  const imagesError = ref<AppError | null>(null)
  const search = ref('')
  const searchResults = ref<{
    groups: PortfolioGroup[]
    properties: PortfolioProperty[]
    totalGroups: number
    totalProperties: number
  } | null>(null)
  const searchError = ref<AppError | null>(null)
  /** The last failed action (create, rename, move, delete, save), shown where the action was. */
  const actionError = ref<AppError | null>(null)
  /** What the last finished action did, for the screen's status line (e.g. a group deleted). */
  const notice = ref('')

  /**
   * Set while what the screen shows is the copy kept offline (main answers from it when the service cannot
   * be reached): the time it was fetched. An answer from the service clears it.
   */
  const keptAt = ref<string | null>(null)
  /** A change was refused because the service could not be reached (nothing changed; changes are not queued). */
  const offlineRefused = ref(false)

  const selectedGroup = computed(() => (groupId.value ? (known.get(groupId.value) ?? null) : null))

  /** Notes whether a read came from the service or from the kept copy. */
  function seen<T extends { keptAt?: string }>(value: T): T {
    keptAt.value = value.keptAt ?? null
    return value
  }
  /** After a change: refused offline (said at the top of the screen), or done (online again). */
  function wrote(r: { ok: true } | { ok: false; error: AppError }) {
    offlineRefused.value = !r.ok && (r.error.code === 'offline' || r.error.code === 'timeout')
    if (r.ok) keptAt.value = null
  }

  function remember(groups: PortfolioGroup[]) {
    for (const g of groups) known.set(g.id, g)
  }

  /** Loads (or reloads) a branch's first page; `more` appends the next page. */
  async function loadBranch(parentId: string, more = false) {
    const branch = branches.get(parentId) ?? { items: [], total: 0, loading: false, error: null }
    if (!branches.has(parentId)) branches.set(parentId, branch)
    const b = branches.get(parentId)!
    const items = await loadPage(
      b,
      (page) => portfolioCalls.groups({ ...(parentId ? { parentId } : {}), ...page }),
      more
    )
    if (items) remember(items)
  }

  /** Loads a list's first page, or with `more` appends its next page; the page's items, null when it failed. */
  async function loadPage<T>(
    list: PagedList<T>,
    call: (page: {
      offset: number
      limit: number
    }) => Promise<
      Result<{ items: T[]; totalItems: number; source: NonNullable<typeof source.value>; keptAt?: string }>
    >,
    more: boolean
  ): Promise<T[] | null> {
    list.loading = true
    const r = await call({ offset: more ? list.items.length : 0, limit: PAGE })
    list.loading = false
    if (!r.ok) {
      list.error = r.error
      return null
    }
    list.error = null
    seen(r.value)
    source.value = r.value.source
    list.items = more ? [...list.items, ...r.value.items] : r.value.items
    list.total = r.value.totalItems
    return r.value.items
  }

  async function toggle(id: string) {
    if (expanded.has(id)) {
      expanded.delete(id)
      return
    }
    expanded.add(id)
    if (!branches.has(id)) await loadBranch(id)
  }

  async function loadProperties(more = false) {
    if (groupId.value === null) return
    const parentId = groupId.value
    await loadPage(
      properties.value,
      (page) => portfolioCalls.properties({ ...(parentId ? { parentId } : {}), ...page }),
      more
    )
  }

  async function selectGroup(id: string | null) {
    groupId.value = id
    notice.value = ''
    property.value = null
    properties.value = emptyList()
    actionError.value = null
    if (id) {
      const r = await portfolioCalls.group(id)
      if (r.ok) remember([r.value])
    }
    await loadProperties()
  }

  async function openProperty(id: string) {
    actionError.value = null
    const r = await portfolioCalls.property(id)
    propertyError.value = r.ok ? null : r.error
    property.value = r.ok ? seen(r.value) : null
    images.value = []
    if (r.ok) await loadImages()
  }

  async function loadImages() {
    if (!property.value) return
    imagesLoading.value = true
    const r = await portfolioCalls.images(property.value.id)
    imagesLoading.value = false
    imagesError.value = r.ok ? null : r.error
    if (r.ok) images.value = seen(r.value).items
  }

  /** After a write: the branches that show `parentIds` again, and the selected group's counts. */
  async function refresh(parentIds: Array<string | undefined>) {
    const keys = new Set(parentIds.map((p) => p ?? TOP))
    // Shown branches reload; an open group whose children were never loaded loads them now.
    await Promise.all(
      [...keys].filter((k) => branches.has(k) || k === TOP || expanded.has(k)).map((k) => loadBranch(k))
    )
    if (groupId.value) {
      const r = await portfolioCalls.group(groupId.value)
      if (r.ok) remember([r.value])
    }
  }

  async function createGroup(draft: GroupDraft): Promise<PortfolioGroup | null> {
    const r = await portfolioCalls.createGroup(draft)
    wrote(r)
    actionError.value = r.ok ? null : r.error
    if (!r.ok) return null
    remember([r.value])
    if (draft.parentId) expanded.add(draft.parentId)
    await refresh([draft.parentId, ...(draft.parentId ? [known.get(draft.parentId)?.parentId] : [])])
    return r.value
  }

  async function updateGroup(id: string, draft: GroupDraft): Promise<PortfolioGroup | null> {
    const before = known.get(id)
    const r = await portfolioCalls.updateGroup(id, draft)
    wrote(r)
    actionError.value = r.ok ? null : r.error
    if (!r.ok) return null
    remember([r.value])
    await refresh([before?.parentId, r.value.parentId])
    return r.value
  }

  async function deleteImpact(id: string): Promise<DeleteImpact | null> {
    const r = await portfolioCalls.deleteImpact(id)
    actionError.value = r.ok ? null : r.error
    return r.ok ? r.value : null
  }

  async function deleteGroup(id: string, done: string): Promise<boolean> {
    const parent = known.get(id)?.parentId
    const r = await portfolioCalls.deleteGroup(id)
    wrote(r)
    actionError.value = r.ok ? null : r.error
    if (!r.ok) return false
    known.delete(id)
    branches.delete(id)
    expanded.delete(id)
    if (groupId.value === id) await selectGroup(parent ?? TOP)
    await refresh([parent])
    notice.value = done
    return true
  }

  async function saveProperty(id: string | null, draft: PropertyDraft): Promise<PortfolioProperty | AppError> {
    const r = id ? await portfolioCalls.updateProperty(id, draft) : await portfolioCalls.createProperty(draft)
    wrote(r)
    if (!r.ok) return r.error
    property.value = r.value
    await Promise.all([loadProperties(), refresh([r.value.parentId])])
    return r.value
  }

  async function saveImage(imageId: string, draft: ImageDraft): Promise<AppError | null> {
    if (!property.value) return null
    const r = await portfolioCalls.updateImage(property.value.id, imageId, draft)
    wrote(r)
    if (!r.ok) return r.error
    images.value = images.value.map((i) => (i.id === imageId ? r.value : i))
    return null
  }

  async function runSearch() {
    const q = search.value.trim()
    if (!q) {
      searchResults.value = null
      searchError.value = null
      return
    }
    const [g, p] = await Promise.all([
      portfolioCalls.groups({ query: q, limit: PAGE }),
      portfolioCalls.properties({ query: q, limit: PAGE })
    ])
    const failed = !g.ok ? g.error : !p.ok ? p.error : null
    searchError.value = failed
    if (!g.ok || !p.ok) return
    remember(g.value.items)
    seen(g.value)
    source.value = g.value.source
    searchResults.value = {
      groups: g.value.items,
      properties: p.value.items,
      totalGroups: g.value.totalItems,
      totalProperties: p.value.totalItems
    }
  }

  /** A property with all its photos and the connection they came from, for its printed sheet. */
  async function sheet(
    id: string
  ): Promise<{ property: PortfolioProperty; images: PortfolioImage[]; source: Provenance } | { error: AppError }> {
    const [prop, imgs] = await Promise.all([portfolioCalls.property(id), portfolioCalls.images(id)])
    if (!prop.ok) return { error: prop.error }
    if (!imgs.ok) return { error: imgs.error }
    return { property: prop.value, images: imgs.value.items, source: imgs.value.source }
  }

  /** The path from the top to a group, as far as its ancestors are known. */
  function pathOf(id: string): PortfolioGroup[] {
    const out: PortfolioGroup[] = []
    const seen = new Set<string>()
    for (let g = known.get(id); g && !seen.has(g.id); g = g.parentId ? known.get(g.parentId) : undefined) {
      seen.add(g.id)
      out.unshift(g)
    }
    return out
  }

  return {
    source,
    keptAt,
    offlineRefused,
    branches,
    expanded,
    known,
    groupId,
    selectedGroup,
    properties,
    property,
    propertyError,
    images,
    imagesLoading,
    imagesError,
    search,
    searchResults,
    searchError,
    actionError,
    notice,
    loadBranch,
    toggle,
    loadProperties,
    selectGroup,
    openProperty,
    loadImages,
    createGroup,
    updateGroup,
    deleteImpact,
    deleteGroup,
    saveProperty,
    saveImage,
    runSearch,
    sheet,
    pathOf
  }
})
