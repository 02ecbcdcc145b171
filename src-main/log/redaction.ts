// The log takes its redaction from the one redactor of Lagebild (src-shared/redact.ts).
import { redact } from '@shared/redact'

/** Blanks api_key=… parameters and every known secret (the saved API keys, the sandbox's key) out of text. */
export const redactForLog = (text: string, secrets: readonly string[]): string => redact(text, secrets)
