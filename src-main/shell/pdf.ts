// The Electron side of PDF export: the app's print view in a hidden, sandboxed window (same preload as
// the main window; hardenAllWebContents covers it like every web contents), printed with printToPDF once the view marks itself ready; saved with a
// save dialog that starts in the folder used last.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { BrowserWindow, dialog } from 'electron'
import type { PdfPage } from '@shared/export/pdf-page'
import { PRINT_READY_SCRIPT } from '@shared/export/print-route'
import type { PdfPlatform } from '../export/service'
import { APP_ENTRY } from '../app-scheme'

const READY_TIMEOUT_MS = 60_000
const CM_PER_INCH = 2.54

export function electronPdf(opts: {
  preload: string
  devServerUrl?: string
  dataDir: string
  parent: () => BrowserWindow | null
}): PdfPlatform {
  const lastFolderFile = join(opts.dataDir, 'export-folder.json')
  const lastFolder = (): string | undefined => {
    try {
      return (JSON.parse(readFileSync(lastFolderFile, 'utf8')) as { folder?: string }).folder
    } catch {
      return undefined
    }
  }
  return {
    async render(route: string, page: PdfPage) {
      const win = new BrowserWindow({
        show: false,
        width: 1100,
        height: 1400,
        webPreferences: {
          preload: opts.preload,
          contextIsolation: true,
          sandbox: true,
          nodeIntegration: false,
          webSecurity: true,
          spellcheck: false
        }
      })
      try {
        await win.loadURL(`${opts.devServerUrl ?? APP_ENTRY}${route}`)
        const deadline = Date.now() + READY_TIMEOUT_MS
        while (!(await win.webContents.executeJavaScript(PRINT_READY_SCRIPT))) {
          if (Date.now() > deadline) throw new Error('The print view did not get ready in time.')
          await new Promise((r) => setTimeout(r, 50))
        }
        const inches = (cm: number) => cm / CM_PER_INCH
        return new Uint8Array(
          await win.webContents.printToPDF({
            pageSize: 'A4',
            landscape: page.landscape,
            printBackground: true,
            displayHeaderFooter: true,
            headerTemplate: page.headerTemplate,
            footerTemplate: page.footerTemplate,
            margins: {
              top: inches(page.margin.top),
              bottom: inches(page.margin.bottom),
              left: inches(page.margin.left),
              right: inches(page.margin.right)
            },
            generateDocumentOutline: true,
            generateTaggedPDF: true
          })
        )
      } finally {
        win.destroy()
      }
    },
    async save(fileName: string, bytes: Uint8Array) {
      const parent = opts.parent()
      const ext = fileName.toLowerCase().split('.').pop()
      const filter =
        ext === 'png'
          ? { name: 'PNG', extensions: ['png'] }
          : ext === 'docx'
            ? { name: 'Word', extensions: ['docx'] }
            : { name: 'PDF', extensions: ['pdf'] }
      const options = { defaultPath: join(lastFolder() ?? '', fileName), filters: [filter] }
      const { canceled, filePath } = parent
        ? await dialog.showSaveDialog(parent, options)
        : await dialog.showSaveDialog(options)
      if (canceled || !filePath) return null
      writeFileSync(filePath, bytes)
      mkdirSync(opts.dataDir, { recursive: true })
      writeFileSync(lastFolderFile, JSON.stringify({ folder: dirname(filePath) }))
      return filePath
    }
  }
}
