// Quick valuations: one form, sent to every endpoint that fits the property type and has its required
// fields, in parallel; each answer (or its error) kept with its endpoint, time, confidence and, for the
// deprecated alpha endpoint, the Deprecation and Sunset headers. Every run is saved to the history with
// the connection it went through; the comparison grid is saved per subject.
import { randomUUID } from 'node:crypto'
import type { AppError } from '@shared/bridge/errors'
import type {
  GridState,
  KindResult,
  LocationScores,
  RunSummary,
  ValuationRun,
  ValuationSubject,
  ValuationSubjectSummary
} from '@shared/bridge/valuation'
import { ENDPOINTS } from '@shared/api/endpoints'
import {
  KIND_SPECS,
  checkInput,
  requestFor,
  runnableKinds,
  type ValuationInput,
  type ValuationKind
} from '@shared/valuation/forms'
import type { ApiClient, ResponseInfo } from '../api'
import { ServiceError } from '../app-error'
import type { Connect, Connected } from '../connections/connect'
import type { ValuationStore } from './store'

export interface ValuationServiceDeps {
  /** The API client of the active connection (services.connect). */
  connect: Connect
  store(): ValuationStore
  toAppError(err: unknown): AppError
  now?: () => Date
}

export interface ValuationService {
  run(subject: ValuationSubject, input: ValuationInput): Promise<ValuationRun>
  history(subjectKey: string): RunSummary[]
  subjects(): ValuationSubjectSummary[]
  open(id: string): ValuationRun
  saveGrid(grid: GridState): GridState
  grid(subjectKey: string): GridState | null
  locationScores(points: Array<{ id: string; latitude: number; longitude: number }>): Promise<LocationScores>
}

/** The connection a run and its scores cite: id, name and kind (the URL is not kept with them). */
const connectionOf = ({ connection: c }: Connected): ValuationRun['connection'] => ({
  id: c.id,
  name: c.name,
  kind: c.kind
})

/** Parallel requests for the comparables' location scores: few, so a grid of 15 does not flood the service. */
export const SCORE_CONCURRENCY = 4

type Answer = { value: number; currency?: string; confidence?: string | number }

async function callKind(
  client: ApiClient,
  kind: ValuationKind,
  input: ValuationInput,
  location: ValuationSubject['location'],
  onResponse: (i: ResponseInfo) => void
): Promise<Answer> {
  const req = requestFor(kind, input, location)
  const opts = { onResponse }
  switch (req.endpoint) {
    case 'propertiesLight': {
      const r = await client.v2.valuations.propertiesLight(req.body, opts)
      return { value: r.value, currency: r.currency, confidence: r.confidence }
    }
    case 'vpsApartments': {
      const r = await client.v1.vps.apartments(req.query, opts)
      return { value: r.valuation, confidence: r.confidence }
    }
    case 'valuationAlpha': {
      const r = await client.v1.valuationAlpha(req.query, opts)
      return { value: r.valuation, confidence: r.confidence }
    }
    case 'vpsApartmentBuildings': {
      const r = await client.v1.vps.apartmentBuildings(req.query, opts)
      return { value: r.valuation, confidence: r.confidence }
    }
    case 'vpsHouses':
      return { value: (await client.v1.vps.houses(req.query, opts)).valuation }
    case 'vpsPlots':
      return { value: (await client.v1.vps.plots(req.query, opts)).valuation }
  }
}

export function createValuationService(deps: ValuationServiceDeps): ValuationService {
  const now = deps.now ?? (() => new Date())
  return {
    async run(subject, input) {
      const check = checkInput(input)
      const kinds = runnableKinds(input)
      if (kinds.length === 0) {
        const fieldErrors = Object.fromEntries(Object.entries(check.errors).map(([f, code]) => [f, [code]]))
        throw new ServiceError('validation', 'The form lacks fields every valuation of this property type needs.', {
          fieldErrors
        })
      }
      const connected = await deps.connect()
      const { client } = connected
      const connection = connectionOf(connected)
      try {
        const results = await Promise.all(
          kinds.map(async (kind): Promise<KindResult> => {
            const spec = KIND_SPECS[kind]
            let info: ResponseInfo | undefined
            const headers = () => ({
              ...(info?.deprecation ? { deprecation: info.deprecation } : {}),
              ...(info?.sunset ? { sunset: info.sunset } : {})
            })
            try {
              const answer = await callKind(client, kind, input, subject.location, (i) => (info = i))
              return {
                kind,
                endpoint: spec.path,
                status: 'ok',
                ...answer,
                ...headers(),
                fetchedAt: now().toISOString()
              }
            } catch (err) {
              return {
                kind,
                endpoint: spec.path,
                status: 'error',
                error: deps.toAppError(err),
                ...headers(),
                fetchedAt: now().toISOString()
              }
            }
          })
        )
        const run: ValuationRun = {
          id: randomUUID(),
          subject,
          input,
          results,
          connection,
          createdAt: now().toISOString()
        }
        deps.store().saveRun(run)
        return run
      } finally {
        await connected.release?.()
      }
    },
    history: (subjectKey) => deps.store().history(subjectKey),
    subjects: () => deps.store().subjects(),
    open(id) {
      const read = deps.store().openRun(id)
      if (!read.ok)
        throw new ServiceError(
          read.code === 'not_found' ? 'not_found' : 'stored_item_damaged',
          `This valuation cannot be opened: ${read.reason}.`
        )
      return read.value
    },
    saveGrid(grid) {
      const saved = { ...grid, savedAt: now().toISOString() }
      deps.store().saveGrid(saved)
      return saved
    },
    async locationScores(points) {
      const connected = await deps.connect()
      const { client } = connected
      const connection = connectionOf(connected)
      const errors: AppError[] = []
      try {
        const scores: LocationScores['scores'] = new Array(points.length)
        let next = 0
        const worker = async () => {
          while (next < points.length) {
            const i = next++
            const p = points[i]!
            try {
              const answer = await client.v2.locations.addresses({
                location: { coordinates: { latitude: p.latitude, longitude: p.longitude } }
              })
              const score = answer.scores?.overall
              scores[i] = { id: p.id, score: typeof score === 'number' && Number.isFinite(score) ? score : null }
            } catch (err) {
              errors.push(deps.toAppError(err))
              scores[i] = { id: p.id, score: null }
            }
          }
        }
        await Promise.all(Array.from({ length: Math.min(SCORE_CONCURRENCY, points.length) }, worker))
        const endpoint = `${ENDPOINTS.locationsAddresses.method} ${ENDPOINTS.locationsAddresses.path}`
        return {
          scores,
          source: { connection, endpoint, fetchedAt: now().toISOString() },
          ...(points.length > 0 && errors.length === points.length ? { error: errors[0]! } : {})
        }
      } finally {
        await connected.release?.()
      }
    },
    grid(subjectKey) {
      const read = deps.store().grid(subjectKey)
      if (read.ok) return read.value
      if (read.code === 'not_found') return null
      throw new ServiceError('stored_item_damaged', `The saved grid cannot be read: ${read.reason}.`)
    }
  }
}
