// What the comparables area offers other areas: its store.
export { useComparables } from './comparables'
