// A store's service call with its busy flag and its last error: busy while the call runs, the error
// cleared when it starts and kept when it fails (the screen shows both).
import { ref } from 'vue'
import type { AppError, Result } from '@shared/bridge/errors'

export function useBusyCall() {
  const busy = ref(false)
  const error = ref<AppError | null>(null)
  /** Runs the call: its value, or null when it failed (the error is then in `error`). */
  async function run<T>(call: () => Promise<Result<T>>): Promise<T | null> {
    busy.value = true
    error.value = null
    const r = await call()
    busy.value = false
    if (r.ok) return r.value
    error.value = r.error
    return null
  }
  return { busy, error, run }
}
