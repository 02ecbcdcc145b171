// The system clipboard for copies from the renderer, all in one entry: text (tab-separated for tables),
// HTML (Word pastes a table, or a figure with its caption), and the PNG of a figure.
import { clipboard, ClipboardItem } from 'electron'
import type { ClipboardPlatform } from '../export/service'

export const electronClipboard: ClipboardPlatform = {
  async write(content) {
    await clipboard.write([
      new ClipboardItem({
        'text/plain': content.text,
        ...(content.html ? { 'text/html': content.html } : {}),
        ...(content.png ? { 'image/png': new Blob([new Uint8Array(content.png)], { type: 'image/png' }) } : {})
      })
    ])
  }
}
