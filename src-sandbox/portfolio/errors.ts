// Domain errors of the portfolio, independent of HTTP; the sandbox's error handler (http/error-handler.ts)
// answers each as the vendor does.
export type FieldErrors = Record<string, string[]>

export type PortfolioErrorKind = 'notFound' | 'fields' | 'addressNotFound' | 'unsupportedImage'

export class PortfolioError extends Error {
  constructor(
    readonly kind: PortfolioErrorKind,
    message: string,
    readonly fields?: FieldErrors
  ) {
    super(message)
    this.name = 'PortfolioError'
  }

  static notFound(what: string): PortfolioError {
    return new PortfolioError('notFound', `${what} not found`)
  }

  static field(path: string, message: string): PortfolioError {
    return new PortfolioError('fields', `${path} ${message}`, { [path]: [message] })
  }

  static addressNotFound(): PortfolioError {
    return new PortfolioError('addressNotFound', 'address or coordinate not found')
  }

  static unsupportedImage(message = 'the file is not a JPEG, PNG, WebP or HEIC image'): PortfolioError {
    return new PortfolioError('unsupportedImage', message)
  }
}
