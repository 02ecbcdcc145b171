// The similarity of an offer to the subject in one form wherever it is shown (list, detail, paper):
// a whole percentage, "98 %" in German and "98 %" in English, never the raw score 0,98.
const DASH = '–'

export function similarityText(
  score: number | undefined | null,
  number: (v: number, digits: number) => string
): string {
  return score === undefined || score === null || !Number.isFinite(score) ? DASH : `${number(score * 100, 0)} %`
}
