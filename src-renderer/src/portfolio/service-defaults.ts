// How a value the service filled in itself reads: in the form a note beside the empty field, on the
// sheet "not stated" with the service's default named, never the default alone as object data.
import type { PortfolioProperty } from '@shared/bridge/portfolio'
import { PROPERTY_SERVICE_DEFAULTS, type DefaultedField } from '@shared/api/property-defaults'
import { valueLabel } from '../kit/values/value-labels'

type T = (key: string, params?: Record<string, unknown>) => string
type Te = (key: string) => boolean

/** The service's value of a field it filled in itself, in words; null when the user stated it (or nothing is there). */
function defaultWords(t: T, te: Te, p: PortfolioProperty, field: DefaultedField): string | null {
  if (!p.serviceDefaults?.fields.includes(field)) return null
  const v = p[field] ?? PROPERTY_SERVICE_DEFAULTS[field]
  if (field === 'rentControl') return t(v ? 'portfolio.property.yes' : 'portfolio.property.no')
  return valueLabel(t, te, field, String(v))
}

/** The note under the form's field, or null. */
export function defaultHint(t: T, te: Te, p: PortfolioProperty | null, field: DefaultedField): string | null {
  const words = p && defaultWords(t, te, p, field)
  if (!words) return null
  return t(p.serviceDefaults!.known ? 'portfolio.defaults.hint' : 'portfolio.defaults.hintMaybe', { value: words })
}

/** The sheet's value of the field when the service filled it in, or null (then the value as stated). */
export function defaultOnPaper(t: T, te: Te, p: PortfolioProperty, field: DefaultedField): string | null {
  const words = defaultWords(t, te, p, field)
  if (!words) return null
  return t(p.serviceDefaults!.known ? 'portfolio.defaults.sheet' : 'portfolio.defaults.sheetMaybe', { value: words })
}
