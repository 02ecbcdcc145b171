// The parts of a location report, in display order. Free of TypeBox, so the renderer can use it at run time.
export const REPORT_PARTS = ['addresses', 'regions', 'block'] as const
export type ReportPartName = (typeof REPORT_PARTS)[number]
