// Photos going into the portfolio: files dropped or picked are read one after another and handed to
// main's durable queue; the queue's state arrives as events. Files too large for the service are refused
// here without being read; everything else main checks.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { AppError } from '@shared/bridge/errors'
import type { JobReason, PhotoJob, QueueState } from '@shared/bridge/photos'
import { IMAGE_MAX_BYTES } from '@shared/api/limits'
import { onPhotoQueue, photoCalls } from '../bridge/photos'

/** A file refused before it reached main: larger than the service takes, so it is not even read. */
export interface LocalRefusal {
  id: string
  propertyId: string
  name: string
  size: number
  reason: Extract<JobReason, 'too_large'>
}

const emptyState = (): QueueState => ({
  jobs: [],
  paused: null,
  totals: { files: 0, done: 0, failed: 0, skipped: 0, refused: 0, pending: 0, bytes: 0, sentBytes: 0 }
})

export const usePhotos = defineStore('photos', () => {
  const queue = shallowRef<QueueState>(emptyState())
  const refusedHere = ref<LocalRefusal[]>([])
  /** Files of the current drop still being read or checked. */
  const reading = ref(0)
  const error = ref<AppError | null>(null)
  let listening = false
  let localId = 0

  function listen() {
    if (listening) return
    listening = true
    onPhotoQueue((state) => (queue.value = state))
    void photoCalls.state().then((r) => {
      if (r.ok) queue.value = r.value
    })
  }

  function jobsOf(propertyId: string): PhotoJob[] {
    return queue.value.jobs.filter((j) => j.propertyId === propertyId)
  }

  /** Hands the files to main one after another, in the order given, reading the next while main takes one. */
  async function add(propertyId: string, files: Array<{ file: File; name: string }>) {
    listen()
    error.value = null
    reading.value += files.length
    const read = (f: File) =>
      f.size > IMAGE_MAX_BYTES ? Promise.resolve(null) : f.arrayBuffer().then((b) => new Uint8Array(b))
    let next = files.length ? read(files[0]!.file).catch((e: unknown) => e) : null
    for (let i = 0; i < files.length; i++) {
      const { file, name } = files[i]!
      const bytes = await next
      next = i + 1 < files.length ? read(files[i + 1]!.file).catch((e: unknown) => e) : null
      try {
        if (bytes instanceof Uint8Array) {
          const r = await photoCalls.add(propertyId, { name: name.slice(-255), bytes })
          if (!r.ok) error.value = r.error
        } else if (bytes === null) {
          refusedHere.value.push({ id: `local-${localId++}`, propertyId, name, size: file.size, reason: 'too_large' })
        } else {
          // A file that went away (a card pulled out) cannot be read.
          error.value = { code: 'internal', message: bytes instanceof Error ? bytes.message : String(bytes) }
        }
      } finally {
        reading.value--
      }
    }
  }

  const apply = async (call: () => Promise<{ ok: true; value: QueueState } | { ok: false; error: AppError }>) => {
    const r = await call()
    if (r.ok) queue.value = r.value
    else error.value = r.error
  }

  return {
    queue,
    refusedHere,
    reading,
    error,
    listen,
    jobsOf,
    add,
    totals: computed(() => queue.value.totals),
    cancel: (id: string) => apply(() => photoCalls.cancel(id)),
    cancelAll: () => apply(() => photoCalls.cancelAll()),
    retry: (id: string) => apply(() => photoCalls.retry(id)),
    retryFailed: () => apply(() => photoCalls.retryFailed()),
    resume: () => apply(() => photoCalls.resume()),
    clearFinished: async () => {
      refusedHere.value = []
      await apply(() => photoCalls.clearFinished())
    }
  }
})
