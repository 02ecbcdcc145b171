// A chart for the appraisal report: drawn again at twice its size on white, framed with its title and
// source line (figure-frame.ts), as PNG bytes.
import type { ChartConfiguration } from 'chart.js'
import { Chart } from '../chart-setup'
import { FIGURE_SCALE, framedPng } from './figure-frame'

/** The chart at `width` x `height` CSS px, drawn at FIGURE_SCALE with title and source line, as PNG. */
export async function chartPng(
  config: ChartConfiguration,
  size: { width: number; height: number },
  title: string,
  source: string
): Promise<Uint8Array> {
  const plot = document.createElement('canvas')
  plot.width = size.width
  plot.height = size.height
  const chart = new Chart(plot, {
    ...config,
    options: { ...config.options, responsive: false, animation: false, devicePixelRatio: FIGURE_SCALE }
  } as ChartConfiguration)
  try {
    return await framedPng(plot, size, title, source)
  } finally {
    chart.destroy()
  }
}
