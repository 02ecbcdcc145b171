// Whether components are drawn for the print view (PDF export): citations show their technical detail
// in full, charts draw at print resolution, nothing waits for a click.
import { inject, type InjectionKey } from 'vue'

export const PRINT_MODE: InjectionKey<boolean> = Symbol('print-mode')
export const usePrintMode = () => inject(PRINT_MODE, false)
/** Canvas pixels per CSS pixel for charts in a PDF (about 190 dpi on A4, sharp in print and small enough to print fast). */
export const PRINT_PIXEL_RATIO = 2
