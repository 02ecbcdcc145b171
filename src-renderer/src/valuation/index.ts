// What the valuation area offers other areas: its store.
export { useValuation } from './valuation'
