// Photos into the portfolio: the renderer hands main each dropped or picked file's bytes; main checks
// it (an image? complete? within the service's limit? already there?), makes its preview and puts it
// in the durable upload queue, which uploads in the background and survives a quit, a crash or a lost
// network. contract.ts spreads these into `contract`.
import { Type, type Static } from '@sinclair/typebox'
import { Literals } from '../api/common'
import { IMAGE_MAX_BYTES } from '../api/v2-portfolio'
import { SCALE_MAX_BYTES } from '../api/limits'
import { AppError } from './errors'
import { call, event } from './define'
import { PortfolioId } from './portfolio'

export const JobId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

/** A file as dropped or picked; the renderer refuses larger files itself, without reading them. */
export const PhotoFile = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    bytes: Type.Uint8Array({ maxByteLength: IMAGE_MAX_BYTES })
  },
  { additionalProperties: false }
)
export type PhotoFile = Static<typeof PhotoFile>

export { SCALE_MAX_BYTES }

/** A photo larger than the service takes, handed over to be scaled down (main keeps the original). */
export const OversizedPhotoFile = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    bytes: Type.Uint8Array({ maxByteLength: SCALE_MAX_BYTES })
  },
  { additionalProperties: false }
)
export type OversizedPhotoFile = Static<typeof OversizedPhotoFile>

/** checking: accepted, its preview (the full decode) still being made; then queued or refused. */
export const JOB_STATES = [
  'checking',
  'queued',
  'uploading',
  'done',
  'failed',
  'cancelled',
  'skipped',
  'refused'
] as const
export type JobState = (typeof JOB_STATES)[number]
/** Why a file was not uploaded: skipped (already there) or refused (not an image the service takes). */
export const JOB_REASONS = ['duplicate', 'not_image', 'empty', 'truncated', 'unreadable', 'too_large'] as const
export type JobReason = (typeof JOB_REASONS)[number]

export const PhotoJob = Type.Object({
  id: Type.String(),
  propertyId: Type.String(),
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  state: Literals(JOB_STATES),
  reason: Type.Optional(Literals(JOB_REASONS)),
  /** For a failed upload: what the service or the network said. */
  error: Type.Optional(AppError),
  /** Bytes handed to the connection so far. */
  sent: Type.Integer({ minimum: 0 }),
  /** The local preview (an image reference), made before uploading; null while it is being made or when none can be. */
  preview: Type.Union([Type.String(), Type.Null()]),
  /** The service's image once uploaded. */
  imageId: Type.Optional(Type.String()),
  createdAt: Type.String()
})
export type PhotoJob = Static<typeof PhotoJob>

/** What scaling made: the copy's job in the queue, its size, and where the original is kept. */
export const ScaledPhoto = Type.Object({
  job: PhotoJob,
  width: Type.Integer(),
  height: Type.Integer(),
  bytes: Type.Integer(),
  original: Type.String()
})
export type ScaledPhoto = Static<typeof ScaledPhoto>

export const QueueState = Type.Object({
  jobs: Type.Array(PhotoJob),
  /** Set while the queue waits for the network or the service; it resumes on its own or with `resume`. */
  paused: Type.Union([AppError, Type.Null()]),
  totals: Type.Object({
    files: Type.Integer(),
    done: Type.Integer(),
    failed: Type.Integer(),
    skipped: Type.Integer(),
    refused: Type.Integer(),
    pending: Type.Integer(),
    bytes: Type.Integer(),
    sentBytes: Type.Integer()
  })
})
export type QueueState = Static<typeof QueueState>

export const photosDomain = {
  /**
   * One file into the queue of a property; answers its job at once (checking, skipped as a duplicate, or
   * refused with the reason). Files are kept in the order they are added; previews follow as events.
   */
  add: call([PortfolioId, PhotoFile], PhotoJob),
  /**
   * A photo above the service's limit: main keeps the original in its photos folder and queues a copy
   * scaled down (upright, JPEG) to fit the limit.
   */
  addScaled: call([PortfolioId, OversizedPhotoFile], ScaledPhoto),
  state: call([], QueueState),
  cancel: call([JobId], QueueState),
  cancelAll: call([], QueueState),
  retry: call([JobId], QueueState),
  retryFailed: call([], QueueState),
  resume: call([], QueueState),
  /** Removes finished, skipped and refused entries from the list. */
  clearFinished: call([], QueueState)
}

export const photoEvents = {
  /** The queue changed: at most every 100 ms while bytes flow, at once when a job changes state. */
  photoQueue: event(QueueState)
}
