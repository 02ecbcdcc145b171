// The print view's route: every kind survives the round trip through the URL hash, and a hash that
// was tampered with (bad ids, unknown kinds, a case file without documents, an overlong title) is
// refused rather than half-understood.
import { describe, expect, it } from 'vitest'
import { caseDocuments, parsePrintRoute, printRoute, type PrintRequest } from '@shared/export/print-route'

const ALL: PrintRequest[] = [
  { kind: 'report', reportId: 'r-1', sections: ['map', 'charts'], language: 'de' },
  { kind: 'property', propertyId: 'p_2', language: 'en' },
  { kind: 'valuation', subjectKey: 'addr:marienplatz 1|80331', subjectLabel: 'Marienplatz 1 & <Hof>', language: 'de' },
  {
    kind: 'valuation',
    subjectKey: 'addr:rechenweg 7|12345',
    subjectLabel: 'Rechenweg 7',
    anonymised: true,
    language: 'en'
  },
  { kind: 'comparables', setId: 'set-3', appendix: false, language: 'de' },
  { kind: 'comparables', setId: 'set-4', appendix: true, language: 'en' },
  { kind: 'market', marketId: 'm-0123456789abcdef', language: 'en' },
  {
    kind: 'case',
    title: 'AZ 2026/117 & Co',
    report: { reportId: 'r-1', sections: ['map', 'facts', 'charts'] },
    marketId: 'm-1',
    setId: null,
    valuation: { subjectKey: 'addr:x|1', subjectLabel: 'Marienplatz 1' },
    propertyId: null,
    language: 'de'
  },
  {
    kind: 'case',
    title: 'AZ 2026/118',
    report: null,
    marketId: null,
    setId: null,
    valuation: { subjectKey: 'addr:x|2', subjectLabel: 'Lindenallee 2', anonymised: true },
    propertyId: null,
    language: 'de'
  }
]

describe('print route', () => {
  it('round-trips every kind', () => {
    for (const p of ALL) expect(parsePrintRoute(printRoute(p))).toEqual(p)
  })

  it('lists a case file’s documents in print order', () => {
    const c = ALL.at(-2)! as Extract<PrintRequest, { kind: 'case' }>
    expect(caseDocuments({ ...c, setId: 's', propertyId: 'p' }).map((d) => d.kind)).toEqual([
      'report',
      'market',
      'comparables',
      'valuation',
      'property'
    ])
  })

  it('refuses tampered routes', () => {
    for (const hash of [
      '#/print?kind=market&id=../../etc&lang=de',
      '#/print?kind=market&id=m-1&lang=fr',
      '#/print?kind=nope&id=x&lang=de',
      '#/print?kind=case&title=x&lang=de',
      `#/print?kind=case&title=${'x'.repeat(201)}&market=m-1&lang=de`,
      '#/print?kind=case&title=x&market=<script>&lang=de',
      '#/print?kind=case&title=x&vkey=k&lang=de',
      '#/other?kind=market&id=m-1&lang=de'
    ]) {
      expect(parsePrintRoute(hash), hash).toBeNull()
    }
    // Unknown report sections are dropped, not passed on.
    expect(parsePrintRoute('#/print?kind=report&id=r&sections=map,evil&lang=de')).toEqual({
      kind: 'report',
      reportId: 'r',
      sections: ['map'],
      language: 'de'
    })
  })
})
