// Which column is which, guessed from the header names Gutachterausschüsse and their software commonly
// use ("Kaufpreis €/m² Wfl.", "Vertragsdatum", "Wohnfläche", "Baujahr", "Lfd. Nr." ...); and a file's
// header signature, by which a mapping is remembered when the user names no source.
import { createHash } from 'node:crypto'
import type { ColumnMapping } from '@shared/bridge/transactions'
import type { TransactionField } from '@shared/bridge/transaction-fields'

/** Lower case, umlauts spelled out, € as eur, ² as 2, nothing but letters and digits. */
export function fold(header: string): string {
  return header
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/€/g, 'eur')
    .replace(/²/g, '2')
    .replace(/[^a-z0-9]/g, '')
}

const perSqm = (h: string) =>
  /(m2|qm)/.test(h) &&
  !/^(wohn|grundstuecks|nutz)?flaeche/.test(h) &&
  !/(bodenricht|richtwert|^brw)/.test(h) &&
  /(preis|eur|wert)/.test(h)

/** In order: the first field whose test a header passes (and that no earlier header took) is its guess. */
const RULES: Array<[TransactionField, (h: string) => boolean]> = [
  // Before the prices: "Kaufpreisanteil Stellplatz" names a price too.
  ['parkingShare', (h) => /(stellplatz|garage|kfz|parken)/.test(h) && !/(anzahl|^anz)/.test(h)],
  ['landValue', (h) => /(bodenrichtwert|^brw)/.test(h) && !/zone/.test(h)],
  ['pricePerSqm', (h) => perSqm(h) || /wohnflaechenpreis|preisjeqm|preisprom2/.test(h)],
  ['priceTotal', (h) => /(kaufpreis|gesamtpreis|preis|kaufsumme)/.test(h) && !perSqm(h)],
  ['contractDate', (h) => /(vertragsdatum|kaufdatum|datumdesvertrags|vertragsdat|beurkundung|^datum$)/.test(h)],
  ['livingArea', (h) => /(wohnflaeche|^wfl|wohnfl)/.test(h)],
  ['landArea', (h) => /(grundstuecksflaeche|grundstuecksgroesse|^gfl$|^grundstueck$|flurstuecksflaeche)/.test(h)],
  ['buildingYear', (h) => /(baujahr|^bj$|errichtung)/.test(h) && !/modern/.test(h)],
  [
    'registerId',
    (h) =>
      /(kaufpreissammlung|kpsnr|^kps|lfdnr|laufendenr|registernummer|^aktenzeichen|^az$|^id$|kennung|vorgangsnr|^nr$)/.test(
        h
      )
  ],
  ['postalCode', (h) => /(^plz|postleitzahl)/.test(h)],
  ['houseNumber', (h) => /(hausnummer|hausnr|^hnr$)/.test(h)],
  ['street', (h) => /(strasse|^str$|lagebezeichnung)/.test(h)],
  ['city', (h) => /(^ort$|^ortsname|gemeinde|^stadt$|^ortsteil)/.test(h)],
  ['address', (h) => /(adresse|anschrift|^lage$)/.test(h)],
  ['condition', (h) => /(zustand|bauzustand)/.test(h)],
  ['furnishing', (h) => /(ausstattung)/.test(h)],
  ['modernisationYear', (h) => /(modernisierung|sanierung)(sjahr)?/.test(h) && !/grad/.test(h)],
  ['modernisationDegree', (h) => /modernisierungsgrad|grad(der)?modernisierung/.test(h)],
  ['remainingLife', (h) => /(restnutzungsdauer|^rnd$)/.test(h)],
  ['balcony', (h) => /(balkon|terrasse|loggia)/.test(h)],
  ['elevator', (h) => /(aufzug|fahrstuhl|^lift$)/.test(h)],
  ['occupancy', (h) => /(vermiet|bezugsfrei|leerstand|^nutzungsstatus)/.test(h)],
  [
    'unitsInBuilding',
    (h) => /(anzahl(der)?(wohnungen|einheiten|we)|wohneinheiten|^we$|groessederanlage|einheiteninderanlage)/.test(h)
  ],
  ['objectKind', (h) => /(objektart|teilmarkt|gebaeudeart|objekttyp)/.test(h)],
  ['floor', (h) => /(geschoss|etage|stockwerk|^lageimgebaeude)/.test(h)]
]

export function guessMapping(headers: readonly string[]): ColumnMapping {
  const out: ColumnMapping = {}
  for (const header of headers) {
    const h = fold(header)
    if (!h) continue
    const hit = RULES.find(([field, test]) => out[field] === undefined && test(h))
    if (hit) out[hit[0]] = header
  }
  return out
}

/** The same headers in any order give the same signature. */
export function headerSignature(headers: readonly string[]): string {
  const folded = headers.map(fold).filter(Boolean).sort()
  return `h:${createHash('sha256').update(folded.join('\u0000')).digest('hex').slice(0, 16)}`
}
