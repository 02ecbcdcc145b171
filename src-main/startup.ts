// The order of a start, free of Electron so it runs in tests: everything the window needs, then the
// window, then the checks that may take time (keychain self-test). A failure before the window shows
// becomes a dialog naming the error and the log folder, then the process exits: never a windowless
// process holding the single-instance lock.
import type { Logger } from './log/logger'

export interface StartupSteps {
  /** Builds what the window needs (services, router, protocols) and opens it; resolves once it shows. */
  openWindow(): Promise<void>
  /** Runs after the window shows; failures are logged and do not stop the app. */
  afterWindow: Array<{ name: string; run(): Promise<void> }>
}

export interface StartupShell {
  log: Logger
  logDir: string
  /** A modal error box (Electron: dialog.showErrorBox), usable before any window exists. */
  showError(title: string, message: string): void
  exit(code: number): void
  /** Blanks secrets out of the dialog's text (the log redacts its own lines). */
  redact?: (text: string) => string
}

export const START_FAILED_TITLE = 'Lagebild could not start'

export function startFailureMessage(err: unknown, logDir: string): string {
  const what = err instanceof Error ? err.message : String(err)
  return `${what}\n\nDetails are in the log in this folder:\n${logDir}`
}

/** Resolves true once the window shows; on a failure before that, shows the error and exits. */
export async function runStartup(steps: StartupSteps, shell: StartupShell): Promise<boolean> {
  try {
    await steps.openWindow()
  } catch (err) {
    failStart(err, shell)
    return false
  }
  for (const step of steps.afterWindow) {
    try {
      await step.run()
    } catch (err) {
      shell.log.warn(`${step.name} failed after the window opened`, err)
    }
  }
  return true
}

/** For failures outside runStartup (an uncaught error before the window shows). */
export function failStart(err: unknown, shell: StartupShell): void {
  shell.log.error('start failed', err)
  try {
    const message = startFailureMessage(err, shell.logDir)
    shell.showError(START_FAILED_TITLE, shell.redact ? shell.redact(message) : message)
  } finally {
    shell.exit(1)
  }
}
