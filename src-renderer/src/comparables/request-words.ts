// A comparables search's parameters in words of the UI's language, never the API's names: the area, the
// deal, the property types, every range with its unit, dates in the UI's form, the flags and the order.
// One text for the screen's source line and the PDF. Pure: translate and format come in.
import type { ComparablesQuery } from '@shared/bridge/comparables'
import { OFFER_SEARCH_DEFAULTS } from '@shared/api/limits'

type T = (key: string, params?: Record<string, unknown>) => string
type Fmt = { number: (v: number, digits?: number) => string; date: (iso: string) => string }

export function requestInWords(q: ComparablesQuery['request'], t: T, fmt: Fmt): string {
  const f = q.filters
  const radius = 'circle' in f.location ? (f.location.circle.radius ?? OFFER_SEARCH_DEFAULTS.radiusM) : 0
  const loc =
    'circle' in f.location
      ? `${t('comparables.radius')} ${t('comparables.radiusValue', { km: fmt.number(radius / 1000, radius % 1000 ? 1 : 0) })}`
      : `${t('comparables.areaPostCode')} ${f.location.divisionLevel100}`
  // Up to three decimals as sent (72,125 m², not 72,1 m²): the line cites the request.
  const num = (v: number | string, unit: string) => (typeof v === 'number' ? `${fmt.number(v)}${unit}` : fmt.date(v))
  const plain = (v: number | string) => String(v)
  const span = (
    label: string,
    r: { min?: number | string; max?: number | string } | undefined,
    show: (v: number | string) => string
  ) =>
    !r
      ? ''
      : r.min !== undefined && r.max !== undefined
        ? `${label} ${show(r.min)} ${t('comparables.to')} ${show(r.max)}`
        : r.min !== undefined
          ? `${label} ${t('comparables.paramFrom')} ${show(r.min)}`
          : r.max !== undefined
            ? `${label} ${t('comparables.paramTo')} ${show(r.max)}`
            : ''
  const eur = (v: number | string) => num(v, ' EUR')
  const sqm = (v: number | string) => num(v, ' m²')
  const types = f.propertyType
    ?.map((p) => (p.code === 'apartment' || p.code === 'house' ? t(`comparables.types.${p.code}`) : p.code))
    .join(', ')
  const order = q.orderBy
    ?.map(
      (o) =>
        `${t('comparables.order')}: ${t(`comparables.orderFields.${o.field}`)}, ${t(`comparables.orderDir.${o.direction ?? 'asc'}`)}`
    )
    .join('; ')
  return [
    loc,
    t(`comparables.deal.${f.dealType === 'rent' ? 'rent' : 'sale'}`),
    types,
    span(t(f.dealType === 'rent' ? 'comparables.field.rentNet' : 'comparables.col.price'), f.price, eur),
    span(
      t(f.dealType === 'rent' ? 'comparables.field.rentNetPerSqm' : 'comparables.col.pricePerSqm'),
      f.pricePerSqm,
      eur
    ),
    span(t('comparables.col.livingArea'), f.livingArea, sqm),
    span(t('comparables.col.rooms'), f.numberOfRooms, (v) => num(v, '')),
    span(t('comparables.col.buildingYear'), f.buildingYear, plain),
    span(t('comparables.field.startDate'), f.startDate, (v) => fmt.date(String(v))),
    span(t('comparables.field.endDate'), f.endDate, (v) => fmt.date(String(v))),
    f.isFurnished ? t('comparables.furnished') : '',
    f.isSubsidizedHousing ? t('comparables.subsidised') : '',
    f.isFirstOccupancy ? t('comparables.firstOccupancy') : '',
    order
  ]
    .filter(Boolean)
    .join('; ')
}
