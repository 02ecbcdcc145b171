// Where the app's run-time files are, in development (out/ next to the sources) and in the packaged
// app (the sandbox entry inside app.asar, the geography in the resources folder as an extra resource,
// see electron-builder.json). Never a path relative to the bundle that only happens to work from out/.
import { join } from 'node:path'

export interface AppLocation {
  isPackaged: boolean
  /** app.getAppPath(): the project folder in development, <resources>/app.asar when packaged. */
  appPath: string
  /** process.resourcesPath */
  resourcesPath: string
}

export function appFiles(at: AppLocation) {
  return {
    sandboxEntry: join(at.appPath, 'out/main/sandbox.js'),
    importEntry: join(at.appPath, 'out/main/transactions-import.js'),
    geoResource: at.isPackaged
      ? join(at.resourcesPath, 'geo/germany.json')
      : join(at.appPath, 'resources/geo/germany.json')
  }
}
