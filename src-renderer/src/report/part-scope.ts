// Whether a missing part of a report failed or simply does not apply: the v1 building block exists
// only for a street address, so a postal-code or town search (found by the v2 parts, "not found" by
// the block) has none. That is said calmly, not shown as a failure.
import type { Report, ReportPartName } from '@shared/bridge/reports'

export function notApplicable(report: Pick<Report, 'parts'>, part: ReportPartName): boolean {
  const p = report.parts[part]
  if (part !== 'block' || p.status !== 'error' || p.error?.code !== 'address_not_found') return false
  return report.parts.addresses.status === 'ok' || report.parts.regions.status === 'ok'
}
