// `npm start`, second step (after `electron-vite build`): launches the built app with the Electron
// executable found by Electron's own resolution. require('electron') returns the executable's path and
// downloads the runtime on its first use (Electron 42 and later no longer download at install, and
// electron-vite's preview expects the path file that only that download writes). It honours
// ELECTRON_OVERRIDE_DIST_PATH, which the start test uses to put a stand-in executable in its place.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const mainEntry = join(appDir, 'out/main/index.js')
if (!existsSync(mainEntry)) {
  console.error(`Lagebild is not built (${mainEntry} is missing). Run "npm start", which builds it first.`)
  process.exit(1)
}

let executable
try {
  executable = createRequire(import.meta.url)('electron')
} catch (err) {
  console.error(`The Electron runtime could not be found or downloaded: ${err instanceof Error ? err.message : err}`)
  console.error('Without network access, run "npx install-electron" once a connection is available.')
  process.exit(1)
}

const env = { ...process.env }
// Set in the parent shell, this would make the executable run as plain Node instead of the app.
delete env.ELECTRON_RUN_AS_NODE
const child = spawn(executable, [appDir, ...process.argv.slice(2)], { stdio: 'inherit', env, windowsHide: false })
child.on('error', (err) => {
  console.error(`Could not start ${executable}: ${err.message}`)
  process.exit(1)
})
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal)
  else process.exit(code ?? 0)
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
