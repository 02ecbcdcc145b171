// PDF export (contract domain `exports`).
import { domainCalls } from './window-api'

export const exportCalls = domainCalls('exports')
