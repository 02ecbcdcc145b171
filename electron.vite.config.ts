// electron-vite: main (the app shell plus the utility-process entries of the sandbox and of file imports), preload (one sandboxed
// CommonJS bundle with the bridge's names written in, no schemas) and renderer (src-renderer, minified).
// Output goes to out/.
import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'electron-vite'
import { rendererDefines } from './src-renderer/build-defines'
import { pathAliases } from './path-aliases'
import { contract } from './src-shared/bridge/contract'
import { bridgeManifest } from './src-shared/bridge/manifest'

const root = import.meta.dirname
/** devDependencies, so electron-builder leaves them out of app.asar. */
const BUNDLED_IN_MAIN = ['docx', 'papaparse', 'polyclip-ts', 'lru-cache', 'yaml']
const resolveAliases = { alias: pathAliases() }

export default defineConfig({
  main: {
    resolve: resolveAliases,
    build: {
      outDir: resolve(root, 'out/main'),
      // Native packages and those loaded by path at run time stay in node_modules; ours and the pure-JS
      // libraries below are bundled (only the parts used: docx alone is 23 MB installed).
      externalizeDeps: { exclude: BUNDLED_IN_MAIN },
      rolldownOptions: {
        input: {
          index: resolve(root, 'src-main/index.ts'),
          sandbox: resolve(root, 'src-sandbox/utility-entry.ts'),
          // The child process imported files are read in (src-main/shell/import-process.ts).
          'transactions-import': resolve(root, 'src-main/transactions/import-child.ts')
        }
      }
    }
  },
  preload: {
    resolve: resolveAliases,
    define: { __BRIDGE_MANIFEST__: JSON.stringify(bridgeManifest(contract)) },
    build: {
      minify: true,
      outDir: resolve(root, 'out/preload'),
      // sandbox: true allows only require('electron') at run time, so everything else is inlined.
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: { index: resolve(root, 'src-preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' }
      }
    }
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    resolve: resolveAliases,
    plugins: [vue()],
    define: rendererDefines,
    build: {
      minify: true,
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: { index: resolve(root, 'src-renderer/index.html') } }
    }
  }
})
