// Errors raised by main-process services. They carry an AppError, which travels to the renderer as data.
import type { AppError, ErrorCode } from '@shared/bridge/errors'
import { toAppError } from './api'

export class ServiceError extends Error {
  readonly appError: AppError
  constructor(code: ErrorCode, message: string, extra: Omit<AppError, 'code' | 'message'> = {}) {
    super(message)
    this.name = 'ServiceError'
    this.appError = { code, message, ...extra }
  }
}

export const invalidArgument = (message: string, fieldErrors?: Record<string, string[]>) =>
  new ServiceError('invalid_argument', message, fieldErrors ? { fieldErrors } : {})

/** Any thrown error as an AppError (ServiceError, API client errors; unknown: internal). */
export function appErrorOf(err: unknown): AppError {
  return err instanceof ServiceError ? err.appError : toAppError(err)
}
