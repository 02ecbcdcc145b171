// The view switch: which area is shown, mirrored in location.hash so reload and back/forward work.
// Parameters (e.g. a report id) travel with the area for views that need them.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { isAreaId, type AreaId } from '../area-ids'

export type AreaParams = Record<string, string>

function parseHash(hash: string): { area: AreaId; params: AreaParams } | null {
  const [path, query = ''] = hash.replace(/^#\/?/, '').split('?')
  if (!isAreaId(path)) return null
  return { area: path, params: Object.fromEntries(new URLSearchParams(query)) }
}

function toHash(area: AreaId, params: AreaParams): string {
  const query = new URLSearchParams(params).toString()
  return `#/${area}${query ? `?${query}` : ''}`
}

export const useNavigation = defineStore('navigation', () => {
  const initial = parseHash(location.hash)
  const area = ref<AreaId>(initial?.area ?? 'search')
  const params = ref<AreaParams>(initial?.params ?? {})

  function go(next: AreaId, nextParams: AreaParams = {}) {
    area.value = next
    params.value = nextParams
    const hash = toHash(next, nextParams)
    if (location.hash !== hash) history.pushState(null, '', hash)
  }

  window.addEventListener('popstate', () => {
    const parsed = parseHash(location.hash)
    area.value = parsed?.area ?? 'search'
    params.value = parsed?.params ?? {}
  })

  return { area, params, go }
})
