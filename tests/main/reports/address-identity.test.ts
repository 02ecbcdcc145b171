// Cases an appraiser can trust, in main against a real sandbox through the ipc router: a saved report is
// offered only for the same address after resolution (not similar text, never for a bare postal code
// or place); a new version never puts another address into a saved entry; a typed postal code that
// does not fit is a conflict with candidates and nothing is saved until the user chooses; the report's
// title is the resolved address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FetchOutcome, LibraryPage, Report } from '@shared/bridge/reports'
import type { TestApp } from '../../helpers/platform'
import { appOver, call, callError, startReportSandbox, type ReportSandbox } from './helpers'

let sandbox: ReportSandbox
let app: TestApp
let seq = 0
beforeAll(async () => {
  sandbox = await startReportSandbox()
  app = appOver(sandbox)
}, 60_000)
afterAll(async () => {
  await app?.close()
  await sandbox?.close()
})

const fetch = (query: object) => call<FetchOutcome>(app, 'reports', 'fetch', query, `id-${++seq}`)
const labels = async () => (await call<LibraryPage>(app, 'library', 'list', {})).items.map((i) => i.label).sort()
async function saved(query: object): Promise<Report> {
  const out = await fetch(query)
  if (out.kind !== 'report') throw new Error(`expected a report, got ${out.kind}`)
  return out.report
}

describe('a saved report is offered for the same address only', () => {
  let dresden: Report
  it('offers the saved entry when the same address is typed another way, and saves nothing until asked', async () => {
    dresden = await saved({ text: 'Schloßstraße 12, 01067 Dresden' })
    expect(dresden.label).toBe('Schloßstraße 12, 01067 Dresden')
    const out = await fetch({ text: 'schlossstr. 12, 01067 dresden' })
    expect(out.kind).toBe('saved')
    if (out.kind !== 'saved') return
    expect(out.saved.map((s) => s.id)).toEqual([dresden.id])
    expect(out.area).toBe(false)
    expect(await labels()).toEqual(['Schloßstraße 12, 01067 Dresden'])
    // Updating adds a version of that entry: one entry, two versions.
    const updated = await call<FetchOutcome>(app, 'reports', 'settle', out.pendingId, {
      kind: 'version',
      of: dresden.id
    })
    expect(updated.kind).toBe('report')
    const page = await call<LibraryPage>(app, 'library', 'list', {})
    // The entry keeps its name: the same address typed another way does not rename it.
    expect(page.items.map((i) => [i.label, i.versionCount])).toEqual([['Schloßstraße 12, 01067 Dresden', 2]])
    expect(page.items[0]!.entryId).toBe(dresden.id)
    // Settled once: the waiting report is gone.
    expect((await callError(app, 'reports', 'settle', out.pendingId, { kind: 'new' })).code).toBe('not_found')
  })

  it('offers nothing for another house number, a bare postal code or a bare place', async () => {
    for (const text of ['Schloßstraße 12a, 01067 Dresden', '01067']) {
      const out = await fetch({ text })
      expect(out.kind, text).toBe('report')
    }
    // A bare place asks which of its postal codes is meant instead of taking the service's pick.
    const place = await fetch({ text: 'Dresden' })
    expect(place.kind).toBe('conflict')
    if (place.kind !== 'conflict') return
    expect(place.conflict).toEqual({ kind: 'placeOnly', city: 'Dresden', found: '01067' })
    expect(place.candidates.map((c) => c.label)).toEqual(['01067 Dresden'])
    expect(await labels()).toEqual([
      '01067 Dresden',
      'Schloßstraße 12, 01067 Dresden',
      'Schloßstraße 12a, 01067 Dresden'
    ])
    const taken = await call<FetchOutcome>(app, 'reports', 'settle', place.pendingId, { kind: 'accept' })
    expect(taken.kind).toBe('report')
    expect(await labels()).toEqual([
      '01067 Dresden',
      '01067 Dresden',
      'Schloßstraße 12, 01067 Dresden',
      'Schloßstraße 12a, 01067 Dresden'
    ])
  })

  it('asks when the postal code left out is filled in differently from the saved entry of the same street, number and place', async () => {
    const before = await labels()
    // "Schloßstraße 12 Dresden" resolves to 01156; the library has Schloßstraße 12 in Dresden under 01067.
    const out = await fetch({ text: 'Schloßstraße 12 Dresden' })
    expect(out.kind).toBe('conflict')
    if (out.kind !== 'conflict') return
    expect(out.conflict).toEqual({ kind: 'savedElsewhere', found: '01156', saved: '01067' })
    expect(out.candidates.map((c) => [c.origin, c.label])).toEqual([
      ['found', 'Schloßstraße 12, 01156 Dresden'],
      ['saved', 'Schloßstraße 12, 01067 Dresden']
    ])
    expect(await labels()).toEqual(before)
    // The saved one, searched by its parts, is the saved address.
    const saved = await fetch(out.candidates[1]!.address)
    expect(saved.kind).toBe('saved')
    if (saved.kind === 'saved') await call(app, 'reports', 'discard', saved.pendingId)
    // The one found is another address: accepted, it becomes its own entry.
    const accepted = await call<FetchOutcome>(app, 'reports', 'settle', out.pendingId, { kind: 'accept' })
    expect(accepted.kind).toBe('report')
    expect(await labels()).toEqual([...before, 'Schloßstraße 12, 01156 Dresden'].sort())
  })

  it('offers a saved area only for the same area, and says it is an area', async () => {
    const out = await fetch({ text: '01067' })
    expect(out.kind).toBe('saved')
    if (out.kind === 'saved') {
      expect(out.area).toBe(true)
      expect(out.label).toBe('01067 Dresden')
      expect(await call<boolean>(app, 'reports', 'discard', out.pendingId)).toBe(true)
    }
  })

  it('never writes another address into a saved entry: a version of another address is refused and nothing changes', async () => {
    const fahrenwalde = await saved({ text: 'Dorfstr. 3, 17309 Fahrenwalde' })
    const before = await labels()
    // "Dorfstraße 3 17309" resolves to Pasewalk: not the saved Fahrenwalde entry.
    const out = await fetch({ text: 'Dorfstraße 3 17309' })
    expect(out.kind).toBe('report')
    if (out.kind === 'report') expect(out.report.label).toBe('Dorfstraße 3, 17309 Pasewalk')
    expect(await labels()).toEqual([...before, 'Dorfstraße 3, 17309 Pasewalk'].sort())
    // The old way in, library.update with the new text, refuses.
    const refused = await callError(
      app,
      'library',
      'update',
      fahrenwalde.id,
      { text: 'Dorfstraße 3 17309' },
      `id-${++seq}`
    )
    expect(refused.code).toBe('address_changed')
    const entry = await call<Array<{ label: string }>>(app, 'library', 'versions', fahrenwalde.id)
    expect(entry.map((v) => v.label)).toEqual(['Dorfstraße 3, 17309 Fahrenwalde'])
    // A waiting report of another address cannot become a version of it either.
    const other = await fetch({ text: 'Schlossstr. 12, 01067 Dresden' })
    if (other.kind !== 'saved') throw new Error(`expected saved, got ${other.kind}`)
    expect(
      (await callError(app, 'reports', 'settle', other.pendingId, { kind: 'version', of: fahrenwalde.id })).code
    ).toBe('address_changed')
    await call(app, 'reports', 'discard', other.pendingId)
  })
})

describe('a typed postal code that does not fit', () => {
  it('a postal code the service replaced: a conflict naming both, with the found address to choose, nothing saved', async () => {
    const before = await labels()
    const out = await fetch({ text: 'Marienplatz 1, 80000 München' })
    expect(out.kind).toBe('conflict')
    if (out.kind !== 'conflict') return
    expect(out.conflict).toEqual({ kind: 'postCodeReplaced', typed: '80000', found: '80992' })
    expect(out.candidates).toEqual([
      {
        label: 'Marienplatz 1, 80992 München',
        address: { street: 'Marienplatz', houseNumber: '1', postCode: '80992', city: 'München' },
        origin: 'found'
      }
    ])
    expect(await labels()).toEqual(before)
    const accepted = await call<FetchOutcome>(app, 'reports', 'settle', out.pendingId, { kind: 'accept' })
    expect(accepted.kind).toBe('report')
    expect(await labels()).toEqual([...before, 'Marienplatz 1, 80992 München'].sort())
  })

  it('a postal code of another place: the place by the postal code and the typed place without it are the candidates', async () => {
    const out = await fetch({ text: 'Marienplatz 1, 10117 München' })
    expect(out.kind).toBe('conflict')
    if (out.kind !== 'conflict') return
    expect(out.conflict).toEqual({
      kind: 'postCodeElsewhere',
      typed: '10117',
      typedCity: 'München',
      foundCity: 'Berlin'
    })
    expect(out.candidates.map((c) => [c.origin, c.label])).toEqual([
      ['found', 'Marienplatz 1, 10117 Berlin'],
      ['byPlace', 'Marienplatz 1, 80992 München']
    ])
    // A waiting report cannot be saved before the conflict is settled.
    expect((await callError(app, 'reports', 'settle', out.pendingId, { kind: 'new' })).code).toBe('invalid_argument')
    // The München candidate is the address saved by the test before: choosing it by its parts offers that entry.
    const chosen = await fetch(out.candidates[1]!.address)
    expect(chosen.kind).toBe('saved')
    await call(app, 'reports', 'discard', out.pendingId)
  })
})

describe('the report title', () => {
  it('is the resolved address, not the typed text', async () => {
    const r = await fetch({ text: 'Marktplatz 5 Bernkastel-Kues' })
    expect(r.kind).toBe('report')
    if (r.kind === 'report') expect(r.report.label).toBe('Marktplatz 5, 54470 Bernkastel-Kues')
  })

  it('is spelled as the service spells it: lower-case typing does not stay, an update does not rename the entry', async () => {
    const first = await saved({ text: 'gasstrasse 3, 10117 berlin' })
    expect(first.label).toBe('Gasstraße 3, 10117 Berlin')
    const again = await fetch({ text: 'Gasstrasse 3, 10117 Berlin' })
    expect(again.kind).toBe('saved')
    if (again.kind !== 'saved') return
    expect(again.label).toBe('Gasstraße 3, 10117 Berlin')
    await call(app, 'reports', 'settle', again.pendingId, { kind: 'version', of: first.id })
    const versions = await call<Array<{ label: string }>>(app, 'library', 'versions', first.id)
    expect(versions.map((v) => v.label)).toEqual(['Gasstraße 3, 10117 Berlin', 'Gasstraße 3, 10117 Berlin'])
  })

  it('a district typed after the place is the place, not a postal code conflict', async () => {
    const r = await fetch({ text: 'Unter den Linden 1 10117 Berlin Mitte' })
    expect(r.kind).toBe('report')
    if (r.kind === 'report') expect(r.report.label).toBe('Unter den Linden 1, 10117 Berlin')
  })

  it('free text is never an address: a letter holding a street is refused, nothing saved', async () => {
    const before = await labels()
    const letter =
      'Sehr geehrte Damen und Herren, wir bitten um Bewertung des Objekts Marienplatz 1, 80331 München (Wohnung im 3. OG). Mit freundlichen Grüßen'
    const words = `${'Bitte um Rückruf wegen der Besichtigung am Montag '.repeat(5)}Marienplatz 1 München`
    const short = 'Bitte prüfen Sie das Objekt Marienplatz 1 München'
    for (const text of [letter, words, short]) {
      const e = await callError(app, 'reports', 'fetch', { text }, `id-${++seq}`)
      expect(e.code, text).toBe('invalid_argument')
    }
    expect(await labels()).toEqual(before)
  })
})

describe('the saved-elsewhere question', () => {
  it('lists every saved entry of the same street, number and place under other postal codes', async () => {
    // Two entries of "Hauptstraße 7, Leipzig" under postal codes the service would not pick for the place alone.
    const a = await fetch({ street: 'Hauptstraße', houseNumber: '7', postCode: '04109', city: 'Leipzig' })
    const b = await fetch({ street: 'Hauptstraße', houseNumber: '7', postCode: '04177', city: 'Leipzig' })
    for (const o of [a, b])
      if (o.kind === 'conflict') await call(app, 'reports', 'settle', o.pendingId, { kind: 'accept' })
    const out = await fetch({ text: 'Hauptstraße 7 Leipzig' })
    expect(out.kind).toBe('conflict')
    if (out.kind !== 'conflict') return
    expect(out.conflict.kind).toBe('savedElsewhere')
    const saved = out.candidates.filter((c) => c.origin === 'saved').map((c) => c.address.postCode)
    expect(saved.sort()).toEqual(['04109', '04177'])
    await call(app, 'reports', 'discard', out.pendingId)
  })
})
