// Location reports and the report library (contract domains from src-shared/bridge/reports.ts).
import type { EventPayload } from '@shared/bridge/contract'
import { domainCalls, onEvent } from './window-api'

export const reportCalls = domainCalls('reports')
export const libraryCalls = domainCalls('library')
export const onReportProgress = (listener: (payload: EventPayload<'reportProgress'>) => void) =>
  onEvent('reportProgress', listener)
export const onLibraryChanged = (listener: (payload: EventPayload<'libraryChanged'>) => void) =>
  onEvent('libraryChanged', listener)

/** An id for a fetch, so progress events can be matched to it before the call returns. */
export function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
}
