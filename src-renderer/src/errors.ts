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
  messages: string[]
}
export interface Described {
  tone: 'success' | 'warning' | 'error'
  sentences: Sentence[]
  fields: FieldProblem[]
}

export type DateTimeFormatter = (iso: string) => string

const KNOWN_FIELDS = new Set(['name', 'baseUrl', 'tileUrl', 'tileAttribution', 'cacheSizeCapMb', 'language', 'key', 'api_key'])

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
    return KNOWN_FIELDS.has(last) ? { labelKey: `fields.${last}`, raw: path, messages } : { raw: path, messages }
  })
}

function rateLimitSentences(resetAt: string | undefined, dateTime: DateTimeFormatter): Sentence[] {
  return [{ key: 'errors.rate_limited' }, resetAt ? { key: 'errors.rateLimitedReset', params: { time: dateTime(resetAt) } } : { key: 'errors.rateLimitedNoReset' }]
}

export function describeError(error: AppError, dateTime: DateTimeFormatter): Described {
  const sentences: Sentence[] = error.code === 'rate_limited' ? rateLimitSentences(error.resetAt, dateTime) : [{ key: `errors.${error.code}` }]
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
      if (result.requests?.length) sentences.push({ key: 'test.requests', params: { requests: result.requests.join('; ') } })
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
