// What the Marktdaten area offers other areas: its store.
export { useMarket } from './market'
