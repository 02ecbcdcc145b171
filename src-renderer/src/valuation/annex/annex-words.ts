// The words and number forms an annex is written in: the document's language, not necessarily the UI's.
export type Translate = (key: string, params?: Record<string, unknown>) => string

/** The words and number forms of the document's language. */
export interface AnnexWords {
  t: Translate
  /** A number with fixed fraction digits (or as is), in the language's form. */
  n: (value: number, digits?: number) => string
  /** YYYY-MM-DD (or an ISO time) as a date of the language. */
  d: (iso: string) => string
}
