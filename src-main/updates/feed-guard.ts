// What the update feed may cost main before electron-updater parses it. electron-updater reads every
// answer of the feed (latest.yml, GitHub's release list) whole into one string and hands the YAML to
// js-yaml, which has no limit on aliases; what it builds from them is walked again (its log line joins
// the files' URLs). So main takes the updater's HTTP executor in hand once: an answer longer than
// FEED_MAX_CHARS is cut off while it arrives (the check fails instead of a 1 GB string ending in an
// uncaught RangeError), and a YAML answer is parsed here first, with aliases refused, before
// electron-updater sees it.
import { parse } from 'yaml'

/** latest.yml is a few hundred bytes plus the release notes; GitHub's release list some 100 KB. */
export const FEED_MAX_CHARS = 2 * 1024 * 1024

/** What the module touches of builder-util-runtime's HttpExecutor (electron-updater's `httpExecutor`). */
interface Executor {
  request(options: RequestOptions, ...rest: unknown[]): Promise<string | null>
  handleResponse(
    response: Response,
    options: RequestOptions,
    token: unknown,
    resolve: unknown,
    reject: Reject,
    ...rest: unknown[]
  ): void
}
interface RequestOptions {
  path?: string | null
}
interface Response {
  on(event: 'data', listener: (chunk: { length: number }) => void): unknown
  destroy?: () => void
}
type Reject = (err: Error) => void

const guarded = new WeakSet<object>()

/** An error whose text says what was refused; electron-updater's callers see it as a failed check. */
export class FeedRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FeedRefused'
  }
}

/** Why a YAML answer of the feed is refused (aliases, not YAML), or null. */
export function yamlFeedProblem(text: string): string | null {
  try {
    // maxAliasCount 0: no alias is expanded; an anchor used anywhere throws.
    parse(text, { maxAliasCount: 0, prettyErrors: false })
    return null
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    return /alias/i.test(message)
      ? 'The update feed uses YAML aliases, which a release feed never needs; it was not read.'
      : `The update feed is not valid YAML: ${message.split('\n')[0]!.slice(0, 200)}`
  }
}

/** Guards the executor of `updater` (electron-updater's AppUpdater, or a test's) once; without one, nothing. */
export function guardFeed(updater: object, maxChars = FEED_MAX_CHARS): void {
  const executor = (updater as { httpExecutor?: Executor | null }).httpExecutor
  if (!executor || guarded.has(executor)) return
  guarded.add(executor)

  const handleResponse = executor.handleResponse.bind(executor)
  executor.handleResponse = (response, options, token, resolve, reject, ...rest) => {
    let received = 0
    let refused = false
    // Registered before electron-updater's own listener, so the answer stops growing at the limit.
    response.on('data', (chunk) => {
      received += chunk.length
      if (refused || received <= maxChars) return
      refused = true
      reject(new FeedRefused(`The update feed sent more than ${maxChars} characters; it was not read.`))
      try {
        response.destroy?.()
      } catch {
        // Already closed.
      }
    })
    handleResponse(response, options, token, resolve, reject, ...rest)
  }

  const request = executor.request.bind(executor)
  executor.request = async (options, ...rest) => {
    const text = await request(options, ...rest)
    if (typeof text === 'string' && /\.ya?ml(?:[?#]|$)/i.test(options.path ?? '')) {
      const problem = yamlFeedProblem(text)
      if (problem) throw new FeedRefused(problem)
    }
    return text
  }
}
