// Turns an AppError (and a connection test result) into localized sentences: a list of message keys
// with parameters, so the mapping is tested without a DOM and rendered by ErrorMessage.vue.
import type { ConnectionTestResult } from '@shared/bridge/contract'
import type { AppError, ErrorCode } from '@shared/bridge/errors'

export interface Sentence {
  key: string
  params?: Record<string, string | number>
}
export interface FieldProblem {
  /** A fields.* message key when the field is known, else the raw path. */
  labelKey?: string
  raw: string
  /** The service's (or the bridge's) own words: shown only as a detail, they may be in another language. */
  messages: string[]
  /** What is wrong, in the UI language. */
  problems: Sentence[]
}
export interface Described {
  tone: 'success' | 'warning' | 'error'
  sentences: Sentence[]
  fields: FieldProblem[]
}

export type DateTimeFormatter = (iso: string) => string

const KNOWN_FIELDS = new Set([
  'name',
  'baseUrl',
  'tileUrl',
  'tileAttribution',
  'cacheSizeCapMb',
  'language',
  'key',
  'api_key',
  'address',
  'latitude',
  'longitude',
  'coordinates',
  'comparables',
  'livingArea',
  'landArea',
  'usableArea',
  'buildingYear',
  'numberOfRooms',
  'floor',
  'currentRent',
  'propertyType',
  'subtype',
  'condition',
  'quality',
  'customId',
  'externalId',
  'parentId',
  'radius',
  'limit',
  'offset'
])

/** Field messages the app's own checks give as codes (valuation/check), in the valuation screen's words. */
const FIELD_CODES = new Set([
  'not_a_number',
  'not_positive',
  'not_whole_year',
  'year_out_of_range',
  'not_an_option',
  'too_large'
])

/**
 * The bridge's schema messages (TypeBox, in English) and the app's field codes, as a sentence in the UI
 * language; anything else is "not accepted", its own words kept as the detail.
 */
const FIELD_PATTERNS: Array<[RegExp, string]> = [
  [/^not an address$/, 'errors.field.notAnAddress'],
  [/^required$|Expected required property|must have required property|is required/i, 'errors.field.required'],
  [/array length to be less or equal to (\d+)/i, 'errors.field.maxItems'],
  [/array length to be greater or equal to (\d+)/i, 'errors.field.minItems'],
  [/string length less or equal to (\d+)/i, 'errors.field.maxLength'],
  [/string length greater or equal to (\d+)/i, 'errors.field.minLength'],
  [/to be less or equal to (-?[\d.]+)/i, 'errors.field.maximum'],
  [/to be less than (-?[\d.]+)/i, 'errors.field.below'],
  [/to be greater or equal to (-?[\d.]+)/i, 'errors.field.minimum'],
  [/to be greater than (-?[\d.]+)/i, 'errors.field.above'],
  [/match .*(pattern|format)|Expected string to match/i, 'errors.field.format'],
  [/^Expected integer/i, 'errors.field.integer'],
  [/^Expected number/i, 'errors.field.number'],
  [/^Expected string/i, 'errors.field.text'],
  [/^Expected boolean/i, 'errors.field.yesNo'],
  [/union|literal|one of|enum/i, 'errors.field.choice'],
  [/does not exist|not found|no longer exists/i, 'errors.field.notFound']
]

/** One field message in the UI language's words (a message key with its number, if any). */
export function fieldSentence(message: string): Sentence {
  if (FIELD_CODES.has(message)) return { key: `valuation.errors.${message}` }
  for (const [pattern, key] of FIELD_PATTERNS) {
    const m = pattern.exec(message)
    if (m) return m[1] !== undefined && /\d/.test(m[1]) ? { key, params: { n: m[1] } } : { key }
  }
  return { key: 'errors.field.invalid' }
}

/** Hints after the main sentence, per code. */
const HINTS: Partial<Record<ErrorCode | 'no_key', string>> = {
  unauthorized: 'errors.unauthorizedHint',
  forbidden: 'errors.forbiddenHint',
  offline: 'errors.offlineHint',
  keychain_unavailable: 'errors.keychain_unavailableHint',
  internal: 'errors.internalHint',
  invalid_response: 'errors.invalid_responseHint',
  no_key: 'errors.no_keyHint',
  declined: 'errors.declinedHint'
}

function fieldProblems(fieldErrors: Record<string, string[]> | undefined): FieldProblem[] {
  if (!fieldErrors) return []
  return Object.entries(fieldErrors).map(([path, messages]) => {
    // Paths come as "baseUrl", "/0/baseUrl" (IPC argument validation) or "body.livingArea".
    const last = path.split(/[/.]/).filter(Boolean).pop() ?? path
    const problems = [...new Map(messages.map((m) => fieldSentence(m)).map((s) => [JSON.stringify(s), s])).values()]
    return KNOWN_FIELDS.has(last)
      ? { labelKey: `fields.${last}`, raw: path, messages, problems }
      : { raw: path, messages, problems }
  })
}

function rateLimitSentences(resetAt: string | undefined, dateTime: DateTimeFormatter): Sentence[] {
  return [
    { key: 'errors.rate_limited' },
    resetAt
      ? { key: 'errors.rateLimitedReset', params: { time: dateTime(resetAt) } }
      : { key: 'errors.rateLimitedNoReset' }
  ]
}

export function describeError(error: AppError, dateTime: DateTimeFormatter): Described {
  const sentences: Sentence[] =
    error.code === 'rate_limited' ? rateLimitSentences(error.resetAt, dateTime) : [{ key: `errors.${error.code}` }]
  const hint = HINTS[error.code]
  if (hint) sentences.push({ key: hint })
  if (error.status && (error.code === 'server_error' || error.code === 'bad_request')) {
    sentences.push({ key: 'errors.status', params: { status: error.status } })
  }
  if (error.requestId) sentences.push({ key: 'errors.requestId', params: { id: error.requestId } })
  return { tone: 'error', sentences, fields: fieldProblems(error.fieldErrors) }
}

export function describeTestResult(result: ConnectionTestResult, dateTime: DateTimeFormatter): Described {
  const sentences: Sentence[] = []
  let tone: Described['tone'] = 'error'
  switch (result.outcome) {
    case 'ok':
      tone = result.restricted && !result.restricted.enabled ? 'warning' : 'success'
      sentences.push({ key: 'test.ok' })
      if (result.restricted) {
        sentences.push({
          key: result.restricted.enabled ? 'test.restrictedEnabled' : 'test.restrictedNotEnabled',
          params: { checked: result.restricted.checked }
        })
      }
      if (result.rateLimit) sentences.push({ key: 'test.quota', params: { ...result.rateLimit } })
      if (result.apiVersion) sentences.push({ key: 'test.version', params: { version: result.apiVersion } })
      if (result.requests?.length)
        sentences.push({ key: 'test.requests', params: { requests: result.requests.join('; ') } })
      break
    case 'forbidden':
      sentences.push({ key: 'errors.forbidden' })
      sentences.push({ key: 'errors.forbiddenHint' })
      break
    case 'rate_limited':
      sentences.push(...rateLimitSentences(result.resetAt, dateTime))
      break
    default: {
      sentences.push({ key: `errors.${result.outcome}` })
      const hint = HINTS[result.outcome]
      if (hint) sentences.push({ key: hint })
    }
  }
  return { tone, sentences, fields: [] }
}
