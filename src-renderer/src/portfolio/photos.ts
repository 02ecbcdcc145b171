// Photos going into the portfolio: files dropped or picked are read one after another and handed to
// main's durable queue; the queue's state arrives as events. Files too large for the service are refused
// here without being read; everything else main checks.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { AppError } from '@shared/bridge/errors'
import type { JobReason, PhotoJob, QueueState } from '@shared/bridge/photos'
import { IMAGE_MAX_BYTES, SCALE_MAX_BYTES } from '@shared/api/limits'
import { onPhotoQueue, photoCalls } from '../bridge/photos'

/** A file refused before it reached main: larger than the service takes, so it is not even read. */
export interface LocalRefusal {
  id: string
  propertyId: string
  name: string
  size: number
  reason: Extract<JobReason, 'too_large'>
  /** The file, kept to offer a scaled copy of it (absent when it is beyond even what main scales). */
  file?: File
  /** A scaled copy is being made. */
  scaling?: boolean
}

/** A scaled copy queued in place of a file too large: its size and where main keeps the original. */
export interface ScaledNotice {
  id: string
  propertyId: string
  name: string
  width: number
  height: number
  bytes: number
  original: string
}

const emptyState = (): QueueState => ({
  jobs: [],
  paused: null,
  totals: { files: 0, done: 0, failed: 0, skipped: 0, refused: 0, pending: 0, bytes: 0, sentBytes: 0 }
})

export const usePhotos = defineStore('photos', () => {
  const queue = shallowRef<QueueState>(emptyState())
  const refusedHere = ref<LocalRefusal[]>([])
  const scaledHere = ref<ScaledNotice[]>([])
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
          refusedHere.value.push({
            id: `local-${localId++}`,
            propertyId,
            name,
            size: file.size,
            reason: 'too_large',
            ...(file.size <= SCALE_MAX_BYTES ? { file } : {})
          })
        } else {
          // A file that went away (a card pulled out) cannot be read.
          error.value = { code: 'internal', message: bytes instanceof Error ? bytes.message : String(bytes) }
        }
      } finally {
        reading.value--
      }
    }
  }

  /** Hands a refused file to main to be scaled down and queued; the original stays on this computer. */
  async function scale(id: string) {
    const refused = refusedHere.value.find((r) => r.id === id)
    if (!refused?.file || refused.scaling) return
    error.value = null
    refused.scaling = true
    try {
      const bytes = new Uint8Array(await refused.file.arrayBuffer())
      const r = await photoCalls.addScaled(refused.propertyId, { name: refused.name.slice(-255), bytes })
      if (!r.ok) {
        error.value = r.error
        return
      }
      refusedHere.value = refusedHere.value.filter((x) => x.id !== id)
      scaledHere.value.push({
        id,
        propertyId: refused.propertyId,
        name: refused.name,
        width: r.value.width,
        height: r.value.height,
        bytes: r.value.bytes,
        original: r.value.original
      })
    } catch (e) {
      error.value = { code: 'internal', message: e instanceof Error ? e.message : String(e) }
    } finally {
      refused.scaling = false
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
    scaledHere,
    scale,
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
      scaledHere.value = []
      await apply(() => photoCalls.clearFinished())
    }
  }
})
