// Blank out API keys before anything is logged.
export function redact(text: string, secrets: string[]): string {
  let out = text.replace(/(api_key=)[^&\s"']+/gi, '$1***')
  for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join('***')
  return out
}
