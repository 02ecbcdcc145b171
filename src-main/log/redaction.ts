// The one place the log takes its redaction from. Issue 10 unifies the redactors in src-shared; when it
// lands, this import is the line that changes.
import { createRedactor, redactApiKeyParams } from '../api/redact'

/** Blanks api_key=… parameters and every known secret (the saved API keys, the sandbox's key) out of text. */
export function redactForLog(text: string, secrets: readonly string[]): string {
  let out = redactApiKeyParams(text)
  for (const secret of secrets) if (secret) out = createRedactor(secret).text(out)
  return out
}
