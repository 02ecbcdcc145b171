// Global set-up of the e2e project: the renderer for Chromium (out/renderer-test), built unless a build
// of the same sources is there.
import { buildRenderer } from '../e2e/build-renderer'

export default async function setup(): Promise<void> {
  await buildRenderer()
}
