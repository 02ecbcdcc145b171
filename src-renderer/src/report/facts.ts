// Figures of the report as rows of text (label, value) in the user's locale: plain text, so they copy
// cleanly into a Gutachten. Pure: translate and number formatting come in.
import { DASH } from '../kit/format'
import type { AddressesResponse, PointOfInterest, RegionsResponse } from '@shared/api'
import { AGE_KEYS, HOUSEHOLD_KEYS } from '@shared/api/enums'
import { serviceWord, valueLabel, type ValueKind } from '../kit/values/value-labels'

export type T = (key: string, params?: Record<string, unknown>) => string
export type Te = (key: string) => boolean
export interface Fmt {
  number(value: number, fractionDigits?: number): string
}
export interface Row {
  label: string
  value: string
  /** Extra columns (e.g. a name or a comparison value). */
  extra?: string[]
}

export const score = (t: T, fmt: Fmt, v: number | null | undefined) =>
  typeof v === 'number' ? t('report.scoreOf', { value: fmt.number(Math.round(v * 100)) }) : DASH

export const classText = (t: T, te: Te, kind: ValueKind, raw: string | null | undefined) => valueLabel(t, te, kind, raw)

export const percent = (fmt: Fmt, v: number, digits = 1) => `${fmt.number(v, digits)} %`

export function distance(t: T, fmt: Fmt, metres: number): string {
  return metres >= 1000
    ? t('report.distanceKm', { value: fmt.number(metres / 1000, 1) })
    : t('report.distanceM', { value: fmt.number(Math.round(metres)) })
}

export function scoreRows(t: T, fmt: Fmt, a: AddressesResponse): Row[] {
  const s = a.scores
  return (['overall', 'socialStructure', 'infrastructure', 'rentPrice', 'qualityOfLife'] as const).map((k) => ({
    label: t(`report.scores.${k}`),
    value: score(t, fmt, s[k])
  }))
}

export function qualityRows(t: T, fmt: Fmt, a: AddressesResponse): Row[] {
  return (['overall', 'environment', 'infrastructure', 'neighborhood'] as const).map((k) => ({
    label: t(`report.qualityOfLife.${k}`),
    value: score(t, fmt, a.qualityOfLife[k])
  }))
}

export function socialRows(t: T, te: Te, fmt: Fmt, a: AddressesResponse): Row[] {
  const s = a.socialStructure
  const pc = (v: { value: number; class: string }) =>
    t('report.percentWithClass', { value: fmt.number(v.value, 1), class: classText(t, te, 'percentageClass', v.class) })
  return [
    {
      label: t('report.social.incomePerHouseholdClass'),
      value: classText(t, te, 'incomePerHouseholdClass', s.incomePerHouseholdClass)
    },
    { label: t('report.social.averageSocialClass'), value: classText(t, te, 'socialClass', s.averageSocialClass) },
    { label: t('report.social.unemploymentRate'), value: pc(s.unemploymentRate) },
    { label: t('report.social.migrants'), value: pc(s.migrants) },
    { label: t('report.social.rentalBurden'), value: pc(s.rentalBurden) },
    {
      label: t('report.social.purchasingPower'),
      value: `${fmt.number(s.purchasingPower.value, 1)} (${classText(t, te, 'percentageClass', s.purchasingPower.class)})`
    }
  ]
}

/** Shares are fractions in the answers (0.164); shown as percent. */
const share = (fmt: Fmt, v: number | undefined) => (typeof v === 'number' ? percent(fmt, v * 100) : DASH)

export function ageRows(t: T, fmt: Fmt, a?: AddressesResponse, r?: RegionsResponse): Row[] {
  return AGE_KEYS.map((k) => ({
    label: t(`report.age.${k}`),
    value: share(fmt, a?.ageGroup[k]),
    extra: [share(fmt, r?.ageGroup[k])]
  }))
}

export function householdRows(t: T, fmt: Fmt, a?: AddressesResponse, r?: RegionsResponse): Row[] {
  return HOUSEHOLD_KEYS.map((k) => ({
    label: t(`report.household.${k}`),
    value: share(fmt, a?.household[k]),
    extra: [share(fmt, r?.household[k])]
  }))
}

export interface InfraGroup {
  key: string
  title: string
  score: string
  /** Column heads: target, distance, name; source and level for noise. */
  head: string[]
  rows: Row[]
}

export function infrastructureGroups(t: T, te: Te, fmt: Fmt, a: AddressesResponse): InfraGroup[] {
  const infra = a.infrastructure as unknown as Record<string, Record<string, unknown>>
  return Object.entries(infra).map(([key, group]) => ({
    key,
    title: te(`report.infraGroups.${key}`) ? t(`report.infraGroups.${key}`) : key,
    score: t('report.groupScore', { value: fmt.number(Math.round(Number(group.score) * 100)) }),
    head:
      key === 'noisePollution'
        ? [t('report.noiseSourceHead'), t('report.noiseLevelHead')]
        : [t('report.poiHead'), t('report.distanceHead'), t('report.nameHead')],
    rows: Object.entries(group)
      .filter(([k]) => k !== 'score')
      .map(([k, v]) => {
        const label = te(`report.poi.${k}`) ? t(`report.poi.${k}`) : k
        if (k === 'recreationAndNaturePercentage' && typeof v === 'number')
          return { label, value: percent(fmt, v), extra: [''] }
        if (typeof v === 'string') return { label, value: classText(t, te, 'volumeLevel', v) }
        const poi = v as PointOfInterest
        if (!poi) return { label, value: t('report.noPoi'), extra: [''] }
        return { label, value: distance(t, fmt, poi.distance), extra: [poi.name ?? ''] }
      })
  }))
}

export function riskRows(t: T, fmt: Fmt, a: AddressesResponse): Row[] {
  const r = a.investmentRisk
  return [
    { label: t('report.risk.priceFactorStock'), value: fmt.number(r.priceFactor.stock, 1) },
    { label: t('report.risk.priceFactorNew'), value: fmt.number(r.priceFactor.new, 1) },
    { label: t('report.risk.vacancyRate'), value: percent(fmt, r.vacancyRate) }
  ]
}

export function buildingRows(t: T, te: Te, a: AddressesResponse): Row[] {
  const b = a.buildingStructure
  const list = (kind: ValueKind, xs: string[] | undefined) =>
    xs?.length ? xs.map((x) => classText(t, te, kind, x)).join('; ') : DASH
  return [
    {
      label: t('report.building.buildingDensityClass'),
      value: classText(t, te, 'buildingDensityClass', b.buildingDensityClass)
    },
    {
      label: t('report.building.dominantBuildingClass'),
      value: classText(t, te, 'dominantBuildingClass', b.dominantBuildingClass)
    },
    {
      label: t('report.building.dominantBuildingYearClasses'),
      value: list('buildingYearClass', b.dominantBuildingYearClasses ?? b.dominantBuildingYearClass)
    },
    { label: t('report.building.dominantNumberOfFloors'), value: list('numberOfFloors', b.dominantNumberOfFloors) }
  ]
}

export function regionRows(t: T, te: Te, fmt: Fmt, r: RegionsResponse): Row[] {
  return [
    {
      label: t('report.region.divisions'),
      value: [r.divisionLevel8, r.divisionLevel6, r.divisionLevel4]
        .map((d) => `${d.name} (${serviceWord(t, te, 'levelDesignation', d.levelDesignation)})`)
        .join(', ')
    },
    { label: t('report.region.population'), value: fmt.number(r.population) },
    { label: t('report.region.numberOfApartments'), value: fmt.number(r.numberOfApartments) },
    {
      label: t('report.region.broadband'),
      value: t('report.percentWithClass', {
        value: fmt.number(r.broadbandAvailability.value, 1),
        class: classText(t, te, 'broadbandClass', r.broadbandAvailability.class)
      })
    },
    { label: t('report.region.futurePotential'), value: score(t, fmt, r.futurePotential) }
  ]
}

export function rentalLawRows(t: T, r: RegionsResponse): Row[] {
  const yn = (b: boolean) => t(b ? 'report.rentalLaw.yes' : 'report.rentalLaw.no')
  const l = r.rentalLaw
  return [
    { label: t('report.rentalLaw.hasRentIndex'), value: yn(l.hasRentIndex) },
    { label: t('report.rentalLaw.hasRentCap'), value: yn(l.hasRentCap) },
    { label: t('report.rentalLaw.hasRentControl'), value: yn(l.hasRentControl) },
    ...(l.rentIndexUrl ? [{ label: t('report.rentalLaw.rentIndexUrl'), value: l.rentIndexUrl }] : [])
  ]
}
