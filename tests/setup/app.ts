// Global set-up of the electron project: the app as electron-vite builds it (out/), built unless a build
// of the same sources is there.
import { buildApp } from '../helpers/build-app'

export default async function setup(): Promise<void> {
  await buildApp()
}
