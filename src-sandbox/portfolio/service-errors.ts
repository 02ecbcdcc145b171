// Domain errors of the portfolio as the vendor's HTTP answers.
import { ErrorAnswer } from '../http/errors'
import { PortfolioError } from './errors'

export function toServiceError(err: unknown): unknown {
  if (!(err instanceof PortfolioError)) return err
  switch (err.kind) {
    case 'notFound': return ErrorAnswer.of('notFound')
    case 'fields': return ErrorAnswer.fields(err.fields ?? {})
    case 'addressNotFound': return ErrorAnswer.of('addressNotFound')
    case 'unsupportedImage': return ErrorAnswer.of('unsupportedMediaType', err.message)
  }
}

/** Runs a domain call, translating its PortfolioErrors. */
export async function domain<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    throw toServiceError(err)
  }
}
