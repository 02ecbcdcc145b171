// `npm start` (after `electron-vite build`) and `npm run dev` (`--dev`): both find the Electron runtime
// through electron-runtime.mjs, then `npm start` launches the built app with it and `npm run dev` hands
// it to electron-vite's dev server (ELECTRON_EXEC_PATH), so the two never disagree about the runtime.
// `--check` only finds the runtime (downloading it once if need be): `npm start` runs it before the
// build, so a missing runtime is said at once, not after the build.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveElectron } from './electron-runtime.mjs'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const dev = process.argv[2] === '--dev'
const check = process.argv[2] === '--check'
const args = process.argv.slice(dev || check ? 3 : 2)

const mainEntry = join(appDir, 'out/main/index.js')
if (!dev && !check && !existsSync(mainEntry)) {
  console.error(`Lagebild is not built (${mainEntry} is missing). Run "npm start", which builds it first.`)
  process.exit(1)
}

const runtime = resolveElectron()
if (runtime.error) {
  console.error(runtime.error)
  process.exit(1)
}
if (check) process.exit(0)

const env = { ...process.env }
// Set in the parent shell, this would make the executable run as plain Node instead of the app.
delete env.ELECTRON_RUN_AS_NODE
const [command, commandArgs] = dev
  ? [process.execPath, [join(appDir, 'node_modules/electron-vite/bin/electron-vite.js'), 'dev', ...args]]
  : [runtime.executable, [appDir, ...args]]
if (dev) env.ELECTRON_EXEC_PATH = runtime.executable

const child = spawn(command, commandArgs, { cwd: appDir, stdio: 'inherit', env, windowsHide: false })
child.on('error', (err) => {
  console.error(`Could not start ${command}: ${err.message}`)
  process.exit(1)
})
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal)
  else process.exit(code ?? 0)
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
