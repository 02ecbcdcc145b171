// Property groups, properties and their photos (contract domain `portfolio`).
import { domainCalls } from './window-api'

export const portfolioCalls = domainCalls('portfolio')
