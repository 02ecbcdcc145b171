// Figures for the appraisal report without a chart library: any image framed on white at twice its
// size with its title above and its source line below (a map as main captured it, a chart drawn by
// figure-image.ts), as PNG bytes. Tables go to the clipboard through table-copy.ts.

/** Pixels per CSS pixel of copied and saved figures. */
export const FIGURE_SCALE = 2

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'

function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (ctx.measureText(next).width > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

async function pngOf(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (!blob) throw new Error('The figure could not be encoded as PNG.')
  return new Uint8Array(await blob.arrayBuffer())
}

/** An image (`size` in CSS px) on white at FIGURE_SCALE, its title above and its source line below, as PNG. */
export async function framedPng(
  draw: CanvasImageSource,
  size: { width: number; height: number },
  title: string,
  source: string
): Promise<Uint8Array> {
  const pad = 12
  const out = document.createElement('canvas')
  const ctx = out.getContext('2d')!
  ctx.font = `12px ${FONT}`
  const sourceLines = wrap(ctx, source, size.width - 2 * pad)
  const head = 30
  const foot = sourceLines.length * 16 + pad
  out.width = size.width * FIGURE_SCALE
  out.height = (head + size.height + foot) * FIGURE_SCALE
  ctx.scale(FIGURE_SCALE, FIGURE_SCALE)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, size.width, head + size.height + foot)
  ctx.fillStyle = '#111111'
  ctx.font = `600 15px ${FONT}`
  ctx.fillText(title, pad, 20, size.width - 2 * pad)
  ctx.drawImage(draw, 0, head, size.width, size.height)
  ctx.fillStyle = '#333333'
  ctx.font = `12px ${FONT}`
  sourceLines.forEach((l, i) => ctx.fillText(l, pad, head + size.height + 14 + i * 16))
  return pngOf(out)
}

/**
 * A screenshot of a map (PNG bytes as main captured them, tiles, markers and attribution as on screen)
 * framed like the charts: title above, source and attribution below. `size` is the map's CSS size.
 */
export async function mapPng(
  shot: Uint8Array,
  size: { width: number; height: number },
  title: string,
  source: string
): Promise<Uint8Array> {
  const image = await createImageBitmap(new Blob([new Uint8Array(shot)], { type: 'image/png' }))
  try {
    return await framedPng(image, size, title, source)
  } finally {
    image.close()
  }
}
