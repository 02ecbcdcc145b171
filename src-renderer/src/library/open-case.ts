// The open case's address and subject, for every area that starts from it (comparables, market data,
// valuation): the report open now, its address as the service placed it and its coordinates, and what
// the appraiser entered about the property in the valuation of that address (when there is one).
import { computed } from 'vue'
import { useReports } from '../report'
import { useValuation } from '../valuation'

export interface OpenCaseSubject {
  livingArea?: number
  buildingYear?: number
  landArea?: number
  propertyType?: 'apartment' | 'house'
}

export interface OpenCase {
  reportId: string
  address: string
  coordinates: { latitude: number; longitude: number } | null
  subject: OpenCaseSubject
}

export function useOpenCase() {
  const reports = useReports()
  const valuation = useValuation()
  return computed<OpenCase | null>(() => {
    const report = reports.current
    if (!report) return null
    const input = valuation.subject?.label === report.label ? valuation.input : null
    const subject: OpenCaseSubject = {}
    if (input) {
      if (typeof input.livingArea === 'number') subject.livingArea = input.livingArea
      if (typeof input.buildingYear === 'number') subject.buildingYear = input.buildingYear
      if (typeof input.landArea === 'number') subject.landArea = input.landArea
      if (input.propertyType === 'apartment' || input.propertyType === 'house')
        subject.propertyType = input.propertyType
    }
    return { reportId: report.id, address: report.label, coordinates: report.coordinates, subject }
  })
}
