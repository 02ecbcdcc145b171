// Why a save of the grid was refused, field by field, in the screen's words: the bridge's schema names
// each refused path ("subjectKey", "subject.livingArea", "comparables.3.label", "settings.index.name"),
// and each becomes the field as the screen labels it (the subject's address, a row of the subject or of
// a column named by its number and label, a setting) with what was wrong in the UI language. The
// subject's key is made from its address, so a key too long is said as the address too long, counted in
// the address's own characters.
import type { AppError } from '@shared/bridge/errors'
import type { GridState } from '@shared/valuation/grid-types'
import { fieldSentence } from '../../kit/errors'

type T = (key: string, params?: Record<string, unknown>) => string
type Te = (key: string) => boolean

export interface SaveFieldProblem {
  /** The field as the screen names it. */
  field: string
  /** What was wrong, in the UI language. */
  problem: string
  /** The path the bridge gave, for a field the screen has no name for. */
  path: string
}

/** The limit of a grid's subject key (GridState.subjectKey). */
const SUBJECT_KEY_MAX = 200

function rowName(key: string, t: T, te: Te): string {
  return te(`valuation.gridv.rows.${key}`) ? t(`valuation.gridv.rows.${key}`) : key
}

function sentences(messages: readonly string[], t: T): string {
  const said = messages.map((m) => fieldSentence(m)).map((s) => t(s.key, s.params ?? {}))
  return [...new Set(said)].join(' ')
}

/** Each refused field of a save, named; empty when the error names none (then its code says it all). */
export function saveFieldProblems(
  error: AppError,
  grid: GridState | null,
  subjectLabel: string | null,
  t: T,
  te: Te
): SaveFieldProblem[] {
  const out: SaveFieldProblem[] = []
  for (const [raw, messages] of Object.entries(error.fieldErrors ?? {})) {
    // The grid is the call's only argument: "arg0.x" or "x" both name x.
    const path = raw.replace(/^arg0\.?/, '')
    const parts = path.split('.').filter(Boolean)
    const head = parts[0] ?? ''
    if (head === 'subjectKey' && subjectLabel !== null && grid) {
      const fixed = grid.subjectKey.length - subjectLabel.length
      out.push({
        field: t('valuation.subjectAddress'),
        problem: t('valuation.gridv.saveProblem.addressTooLong', {
          n: Math.max(1, SUBJECT_KEY_MAX - fixed),
          have: subjectLabel.length
        }),
        path: raw
      })
    } else if (head === 'subject' && parts[1]) {
      out.push({
        field: t('valuation.gridv.saveProblem.subject', { row: rowName(parts[1], t, te) }),
        problem: sentences(messages, t),
        path: raw
      })
    } else if (head === 'comparables' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
      const i = Number(parts[1])
      const label = grid?.comparables[i]?.label ?? ''
      const row = parts[2] ? rowName(parts[2], t, te) : ''
      out.push({
        field: t(row ? 'valuation.gridv.saveProblem.column' : 'valuation.gridv.saveProblem.columnOnly', {
          n: i + 1,
          label: label.length > 60 ? `${label.slice(0, 60)}…` : label,
          row
        }),
        problem: sentences(messages, t),
        path: raw
      })
    } else if (head === 'settings') {
      out.push({
        field: t('valuation.gridv.saveProblem.setting', { path: parts.slice(1).join(' › ') }),
        problem: sentences(messages, t),
        path: raw
      })
    } else out.push({ field: path || raw, problem: sentences(messages, t), path: raw })
  }
  return out
}
