// A grid as the app saved it in its first stored shape (no schemaVersion), for the migration and service tests.
import { EXAMPLE_TABLE_SOURCE } from '@shared/valuation/coefficients'

/** A grid exactly as the app saved it in its first shape (src-shared/bridge/valuation.ts at 3ce5a38). */
export const OLD_GRID = {
  subjectKey: 'address:gasstrasse 10 22761 hamburg',
  subject: { livingArea: 80, buildingYear: 1980, valuationDate: '2024-07-01', locationScore: 0.6 },
  settings: {
    offerDiscountPct: 10,
    offerDiscountReason: 'Angebotspreise liegen über den Kaufpreisen',
    index: {
      name: 'Kaufpreisentwicklung Wohnungen, Kreis X',
      points: [
        { date: '2022', value: 100 },
        { date: '2024', value: 120 }
      ]
    },
    livingAreaTable: {
      name: 'Wohnfläche',
      source: 'Test',
      points: [
        { at: 50, k: 1.1 },
        { at: 100, k: 1.0 }
      ]
    },
    buildingYearTable: {
      name: 'Baujahr',
      source: EXAMPLE_TABLE_SOURCE,
      points: [
        { at: 1960, k: 0.8 },
        { at: 2000, k: 1.0 }
      ]
    },
    locationPctPerScore: 20,
    weightJustification: ''
  },
  comparables: [
    {
      id: 'offer-123',
      label: 'Gasstraße 3, Hamburg',
      pricePerSqm: 4000,
      livingArea: 50,
      buildingYear: 1960,
      offerDate: '2022-07-01',
      locationScore: 0.5,
      locationScoreFrom: {
        connection: 'Sandbox (built in)',
        endpoint: 'POST /api/v2/locations/addresses',
        fetchedAt: '2026-11-20T10:00:00.000Z'
      },
      conditionPct: 5
    },
    {
      id: 'manual-abc-0',
      label: 'Vergleichsobjekt 2',
      pricePerSqm: 5000,
      livingArea: 120,
      buildingYear: null,
      offerDate: '2023-07-01',
      locationScore: 0.9,
      conditionPct: -3,
      locationPct: -4,
      weight: 1
    }
  ],
  connection: { id: 'sandbox', name: 'Sandbox (built in)', kind: 'sandbox' },
  savedAt: '2026-11-20T10:05:00.000Z'
}
