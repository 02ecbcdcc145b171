// The printer and the save dialog as the renderer may reach them. Each print opens a hidden window in
// the app, so prints run one after another, and only a few may wait: a page that asks for a hundred
// PDFs at once gets the first ones in turn and a refusal for the rest, not a hundred windows. A save
// dialog asked for while one is open gets no path (as if cancelled) instead of a second dialog.
import { ServiceError } from '../app-error'
import type { PdfPlatform } from './service'

/** Prints that may wait behind the one running. */
export const PRINTS_WAITING = 3

export function oneExportAtATime(pdf: PdfPlatform, waiting = PRINTS_WAITING): PdfPlatform {
  let queued = 0
  let last: Promise<unknown> = Promise.resolve()
  let dialogOpen = false
  return {
    async render(route, page) {
      // The one running and those waiting.
      if (queued >= waiting + 1)
        throw new ServiceError('cancelled', 'Too many documents are being printed at once; this one was not started.')
      queued++
      const mine = last.then(
        () => pdf.render(route, page),
        () => pdf.render(route, page)
      )
      last = mine.catch(() => undefined)
      try {
        return await mine
      } finally {
        queued--
      }
    },
    async save(fileName, bytes) {
      if (dialogOpen) return null
      dialogOpen = true
      try {
        return await pdf.save(fileName, bytes)
      } finally {
        dialogOpen = false
      }
    }
  }
}
