// What the comparables area offers other areas: its store, and the query its form describes.
export { useComparables } from './comparables'
/** The search form's query (its subject as typed), for the valuation screen. */
export { queryOf } from './comparables-form'
