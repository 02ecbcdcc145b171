// Sample reports for the cache tests and the bench: clones of one real report, each with its own id,
// address, coordinates and date. No heavy imports: the crash test's child process loads this.
import type { Report } from '@shared/bridge/reports'
import { openReportStore, type ReportStore } from '@main/reports/store'

const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Schillerstraße',
  'Goethestraße',
  'Gartenweg',
  'Königsallee',
  'Lindenstraße',
  'Mühlenweg'
]
const CITIES = [
  ['10115', 'Berlin'],
  ['80331', 'München'],
  ['50667', 'Köln'],
  ['20095', 'Hamburg'],
  ['60311', 'Frankfurt am Main'],
  ['01067', 'Dresden']
]

/** The n-th clone of `base`: its own id, address, coordinates and date; deterministic. */
export function cloneReport(base: Report, n: number): Report {
  const street = STREETS[n % STREETS.length]!
  const [postCode, city] = CITIES[Math.floor(n / STREETS.length) % CITIES.length]!
  const houseNumber = String((n % 97) + 1)
  const r = structuredClone(base)
  r.id = `r${String(n).padStart(6, '0')}`
  r.query = { street, houseNumber, postCode, city }
  r.label = `${street} ${houseNumber}, ${postCode} ${city}`
  r.coordinates = { latitude: 48 + (n % 1000) / 500, longitude: 9 + (n % 997) / 400 }
  r.source.fetchedAt = new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString()
  return r
}

export function openStore(file: string, capBytes = 1024 ** 3): ReportStore {
  return openReportStore(file, { capBytes: () => capBytes })
}
