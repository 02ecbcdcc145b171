// The renderer alone, for end-to-end tests in Chromium (no Electron): out/renderer-test, relative base.
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import { rendererDefines } from './src-renderer/build-defines'
import { pathAliases } from './path-aliases'

export default defineConfig({
  root: resolve(import.meta.dirname, 'src-renderer'),
  base: './',
  resolve: { alias: pathAliases() },
  plugins: [vue()],
  define: rendererDefines,
  build: {
    outDir: resolve(import.meta.dirname, 'out/renderer-test'),
    emptyOutDir: true,
    sourcemap: true,
    // Tests read errors better unminified; size does not matter here.
    minify: false
  },
  logLevel: 'warn'
})
