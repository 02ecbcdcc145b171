// Quick valuations, their history and the comparison grid (contract domain `valuation`).
import { domainCalls } from './window-api'

export const valuationCalls = domainCalls('valuation')
