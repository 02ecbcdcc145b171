// The annex's frame: which Gutachten it belongs to ("Anlage 3 zum Gutachten vom 01.12.2026"), its file
// number, the appraiser, the Wertermittlungs- and the Qualitätsstichtag, and whether the print is
// anonymised. Entered once per grid (GridState.annexFrame); parts left empty are not printed.
import type { AnnexSection } from '@shared/export/annex'
import type { GridState } from '@shared/valuation/grid-types'
import type { AnnexWords } from './annex-words'

/** The annex's title: "Anlage n zum Gutachten vom …: Vergleichswertverfahren …" when the frame names them. */
export function annexTitle(grid: GridState, w: AnnexWords): string {
  const f = grid.annexFrame
  const n = f?.annexNumber.trim() ?? ''
  const date = f?.reportDate ? w.d(f.reportDate) : ''
  if (!n && !date) return w.t('annex.title')
  const lead = w.t(`annex.frame.annexOf.${n ? 'number' : 'plain'}${date ? 'Dated' : ''}`, { n, date })
  return w.t('annex.frame.title', { lead })
}

/** The frame's lines: file number, appraiser, both Stichtage, the anonymisation. */
export function frameSection(grid: GridState, w: AnnexWords, anonymised: boolean): AnnexSection {
  const f = grid.annexFrame
  const valuation = grid.subject.valuationDate
  const lines: string[] = []
  if (f?.reportReference.trim()) lines.push(w.t('annex.frame.reference', { value: f.reportReference.trim() }))
  if (f?.appraiser.trim()) lines.push(w.t('annex.frame.appraiser', { value: f.appraiser.trim() }))
  lines.push(
    w.t('annex.frame.valuationDate', { date: valuation ? w.d(valuation) : w.t('annex.notGiven') }),
    f?.qualityDate
      ? w.t('annex.frame.qualityDate', { date: w.d(f.qualityDate) })
      : w.t('annex.frame.qualitySame', { date: valuation ? w.d(valuation) : w.t('annex.notGiven') })
  )
  if (anonymised) lines.push(w.t('annex.frame.anonymised'))
  return { id: 'frame', heading: w.t('annex.frame.heading'), paragraphs: lines, tables: [] }
}
