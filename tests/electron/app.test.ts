// Lagebild in a real Electron: the built app (out/ with the Electron runtime of node_modules/electron,
// or ELECTRON_OVERRIDE_DIST_PATH), and the packaged app when LAGEBILD_PACKAGED_APP names one. Each
// start gets a throw-away user-data folder, so it starts as a first start. Checked: the first window
// shows the search heading within 5 s from app://lagebild/ with no console error; the built-in sandbox
// starts and one address's report draws (map borders, base map, charts); a PDF export writes a file
// whose text holds "Beispieldaten" (built app: its save dialog is answered in the main process); the
// keychain keeps a key across a restart; the packaged binary's fuses are those of electron-builder.json.
// Where no Electron runtime can be had, the suite is skipped with one line saying how to run it; an
// executable that is not Electron fails it. On Linux run it inside a display and a Secret Service:
//   xvfb-run -a bash tests/keychain-session.sh npm run test:electron
import { describe, it } from 'vitest'
import {
  firstWindowShowsSearch,
  fusesMatchConfig,
  keychainKeepsKey,
  pdfHoldsSampleMark,
  sandboxReportDraws,
  session
} from './checks'
import { launchBuilt, launchPackaged } from './launch'
import { findElectronRuntime, packagedExecutable, skipLine } from './runtime'

const runtime = findElectronRuntime()
const packaged = packagedExecutable()
const notRun = skipLine(runtime, packaged)
if (notRun) console.log(notRun)

describe.skipIf(!runtime.found)('the built app (out/) in Electron', () => {
  const app = session((userData) => launchBuilt(runtime.found ? runtime.executable : '', userData))

  it(
    'shows the search heading within 5 s of launch, served from app://lagebild/, with no console error',
    { timeout: 120_000 },
    async () => firstWindowShowsSearch(await app.start())
  )

  it(
    "starts the built-in sandbox and draws one address's report: borders, base map, charts",
    { timeout: 300_000 },
    () => sandboxReportDraws(app.get())
  )

  it('exports the report as a PDF whose text holds "Beispieldaten"', { timeout: 180_000 }, () =>
    pdfHoldsSampleMark(app.get())
  )

  it('stores an API key in the OS keychain and reads it back after a restart', { timeout: 180_000 }, () =>
    keychainKeepsKey(app.get())
  )
})

// The packaged app's main process is out of reach (no --inspect), so its save dialog cannot be answered:
// the PDF export is checked on the built app, which runs the same main-process code.
describe.skipIf(!packaged)('the packaged app', () => {
  const app = session((userData) => launchPackaged(packaged ?? '', userData))

  it(
    'shows the search heading within 5 s of launch, served from app://lagebild/, with no console error',
    { timeout: 120_000 },
    async () => firstWindowShowsSearch(await app.start())
  )

  it(
    "starts the built-in sandbox and draws one address's report: borders, base map, charts",
    { timeout: 300_000 },
    () => sandboxReportDraws(app.get())
  )

  it('stores an API key in the OS keychain and reads it back after a restart', { timeout: 180_000 }, () =>
    keychainKeepsKey(app.get())
  )

  it('has the fuses electron-builder.json configures, and --inspect opened no Node inspector when that fuse is off', () =>
    fusesMatchConfig(app.get(), packaged!))
})
