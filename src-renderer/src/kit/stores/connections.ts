// Connections as main reports them: never a key, only whether one is set and its last four characters.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { ConnectionDraft, ConnectionTestResult, ConnectionView, EventPayload } from '@shared/bridge/contract'
import type { AppError, Result } from '@shared/bridge/errors'
import { connectionCalls, onConnectionsChanged, onSandboxProgress, onSandboxRestarted } from '../../bridge/connections'

export type TestState =
  | { state: 'busy' }
  | { state: 'done'; result: ConnectionTestResult; at: string }
  | { state: 'failed'; error: AppError; at: string }

export const useConnections = defineStore('connections', () => {
  const list = ref<ConnectionView[]>([])
  const loaded = ref(false)
  const loadError = ref<AppError | null>(null)
  const tests = ref<Record<string, TestState>>({})
  /** A sentence about the list as a whole (e.g. a removal), announced by the settings view. */
  const lastNotice = ref('')
  /** When the built-in sandbox had exited and was started again (shown in the app frame). */
  const sandboxRestartedAt = ref<string | null>(null)
  /** While the built-in sandbox builds its sample market on a first start: the phase and how far. */
  const sandboxBuild = ref<EventPayload<'sandboxProgress'> | null>(null)
  let unsubscribe: (() => void) | null = null

  function accept<T>(r: Result<T>, apply: (value: T) => void): Result<T> {
    if (r.ok) apply(r.value)
    return r
  }
  const replaceOne = (c: ConnectionView) => {
    const i = list.value.findIndex((x) => x.id === c.id)
    if (i >= 0) list.value.splice(i, 1, c)
    else list.value.push(c)
  }
  const replaceAll = (all: ConnectionView[]) => {
    list.value = all
  }

  async function load() {
    if (!unsubscribe) {
      const offList = onConnectionsChanged(replaceAll)
      const offRestart = onSandboxRestarted(({ at }) => (sandboxRestartedAt.value = at))
      const offProgress = onSandboxProgress(
        (p) => (sandboxBuild.value = p.phase === 'ready' || p.phase === 'failed' ? null : p)
      )
      unsubscribe = () => {
        offList()
        offRestart()
        offProgress()
      }
    }
    const r = await connectionCalls.list()
    loaded.value = true
    loadError.value = r.ok ? null : r.error
    return accept(r, replaceAll)
  }

  const save = async (draft: ConnectionDraft) => accept(await connectionCalls.save(draft), replaceOne)
  const setKey = async (id: string, key: string) => {
    const r = accept(await connectionCalls.setKey(id, key), replaceOne)
    if (r.ok) delete tests.value[id] // an old result describes the old key
    return r
  }
  const clearKey = async (id: string) => {
    const r = accept(await connectionCalls.clearKey(id), replaceOne)
    if (r.ok) delete tests.value[id]
    return r
  }
  const remove = async (id: string) => {
    const r = accept(await connectionCalls.remove(id), replaceAll)
    if (r.ok) delete tests.value[id]
    return r
  }
  const setActive = async (id: string) => accept(await connectionCalls.setActive(id), replaceAll)

  async function test(id: string) {
    tests.value[id] = { state: 'busy' }
    const r = await connectionCalls.test(id)
    const at = new Date().toISOString()
    tests.value[id] = r.ok ? { state: 'done', result: r.value, at } : { state: 'failed', error: r.error, at }
    return r
  }

  return {
    list,
    loaded,
    loadError,
    tests,
    lastNotice,
    sandboxRestartedAt,
    sandboxBuild,
    load,
    save,
    setKey,
    clearKey,
    remove,
    setActive,
    test
  }
})
