// Marktdaten: price_filter answers and the kept ones (contract domain from src-shared/bridge/market.ts).
import { domainCalls } from './window-api'

export const marketCalls = domainCalls('market')
