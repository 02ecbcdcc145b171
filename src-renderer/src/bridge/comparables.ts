// Comparables search and the saved sets (contract domains from src-shared/bridge/comparables.ts).
import { domainCalls } from './window-api'

export const comparablesCalls = domainCalls('comparables')
export const comparableSetCalls = domainCalls('comparableSets')
