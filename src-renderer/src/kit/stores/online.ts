// Whether the service can be reached, as main learns it from failing and succeeding requests (not from
// navigator.onLine). Starts online until main says otherwise.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { networkCalls, onOnlineChanged } from '../../bridge/network'

export const useOnline = defineStore('online', () => {
  const online = ref(true)
  const since = ref<string | null>(null)
  let started = false

  function set(state: { online: boolean; since: string | null }) {
    online.value = state.online
    since.value = state.since
  }

  async function start() {
    if (started) return
    started = true
    onOnlineChanged(set)
    const r = await networkCalls.status()
    if (r.ok) set(r.value)
  }

  /** A request just failed for lack of network: show it now, before main's event arrives. */
  function markOffline() {
    if (online.value) set({ online: false, since: new Date().toISOString() })
  }

  return { online, since, start, markOffline, set }
})
