// A citation a Gutachten can use, for every figure of every screen: the data source in words (sample
// data named as such), the period or reference date of the data, the basis where it is known, the
// date fetched, and the endpoint only as a technical detail. Pure: translate and format come in.
import type { Connection, Provenance } from '@shared/bridge/provenance'
import { isSampleData } from '@shared/bridge/connection-kinds'

// The one rule for sample data, shared with main's exports: screen and paper cannot disagree.
export { isSampleData }

type T = (key: string, params?: Record<string, unknown>) => string

/** A Provenance, or a connection with its URL (a report's). */
export type CitedSource = Pick<Provenance, 'connection' | 'baseUrl'> | (Connection & { baseUrl?: string })

export interface CitationInput {
  source: CitedSource
  /** Method and path, e.g. "POST /api/v2/locations/addresses". */
  endpoints: string[]
  /** ISO timestamp of the fetch. */
  fetchedAt: string
  /** The data's own period or reference date, formatted (a series' last point); null when the service does not say. */
  period: string | null
  /** Basis in words (offer data, median per year); null when the service does not say. */
  basis: string | null
}

export interface Citation {
  source: string
  period: string
  basis: string | null
  fetched: string
  technical: string
}

/** The source in words: the built-in sandbox's sample data, or the connection by its name and host. */
export function sourceName(t: T, source: CitationInput['source']): string {
  if (isSampleData(source)) return t('citation.sampleData')
  const { name } = 'connection' in source ? source.connection : source
  let host = ''
  try {
    host = new URL(source.baseUrl ?? '').host
  } catch {
    // A connection saved without a readable URL is named by its name alone.
  }
  return host && !name.includes(host) ? `${name} (${host})` : name
}

export function citation(t: T, formatDate: (iso: string) => string, c: CitationInput): Citation {
  return {
    source: t('citation.source', { source: sourceName(t, c.source) }),
    period: c.period ? t('citation.period', { period: c.period }) : t('citation.periodUnknown'),
    basis: c.basis ? t('citation.basis', { basis: c.basis }) : null,
    fetched: t('citation.fetched', { date: formatDate(c.fetchedAt) }),
    technical: t('citation.technical', { endpoint: c.endpoints.join('; ') })
  }
}

/** The citation as one line of text, e.g. under copied figures. */
export function citationLine(c: Citation): string {
  return [c.source, c.period, c.basis, c.fetched].filter(Boolean).join(' · ')
}
