// The report, library and network calls of window.api (contract domains from src-shared/bridge/reports.ts).
import type { Api } from '@shared/bridge/contract'
import { api } from '../../api'

export type ReportsBridge = Pick<Api, 'reports' | 'library' | 'network' | 'events'>

export const reportsBridge = (): ReportsBridge => api()

/** An id for a fetch, so progress events can be matched to it before the call returns. */
export function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
}
