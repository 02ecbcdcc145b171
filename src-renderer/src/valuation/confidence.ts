// A valuation's confidence as words and as a position on a band, never a bare number: v2 has three
// steps (poor, medium, high), v1 five (1 = not confident to 5 = very confident).
export interface ConfidenceView {
  /** i18n key of the words. */
  key: string
  /** Filled steps and all steps of the band. */
  step: number
  steps: number
}

export function confidenceView(confidence: string | number | undefined): ConfidenceView | null {
  if (typeof confidence === 'number' && Number.isInteger(confidence) && confidence >= 1 && confidence <= 5) {
    return { key: `valuation.v1Confidence.c${confidence}`, step: confidence, steps: 5 }
  }
  const v2 = ['poor', 'medium', 'high']
  if (typeof confidence === 'string' && v2.includes(confidence)) {
    return { key: `valuation.v2Confidence.${confidence}`, step: v2.indexOf(confidence) + 1, steps: 3 }
  }
  return null
}
