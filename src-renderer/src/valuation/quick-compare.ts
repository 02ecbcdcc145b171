// The quick valuations side by side: each endpoint's value against the first one that answered, in
// euros and per cent, and whether they all agree (then the screen says why: one method, not three).
import type { KindResult } from '@shared/bridge/valuation'

export interface QuickComparison {
  reference: KindResult
  rows: Array<{ result: KindResult; differenceEuro: number; differencePct: number }>
  /** Every answering endpoint named the same value (to the euro). */
  agree: boolean
}

export function compareQuick(results: readonly KindResult[]): QuickComparison | null {
  const ok = results.filter(
    (r): r is KindResult & { value: number } => r.status === 'ok' && typeof r.value === 'number' && r.value > 0
  )
  if (ok.length < 2) return null
  const reference = ok[0]!
  const rows = ok.map((result) => ({
    result,
    differenceEuro: result.value - reference.value,
    differencePct: ((result.value - reference.value) / reference.value) * 100
  }))
  return { reference, rows, agree: rows.every((r) => Math.round(r.differenceEuro) === 0) }
}
