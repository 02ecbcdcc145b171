// ESLint (flat config): the recommended rule sets of ESLint, typescript-eslint (without type information,
// so `npm run lint` stays fast) and eslint-plugin-vue, with the globals of the environment each folder
// runs in. Formatting is Prettier's (.prettierrc.json); the lint rules here are about correctness.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig([
  globalIgnores(['out/', 'dist/', 'node_modules/', 'test-output/', 'resources/', 'coverage/', '.data/']),

  js.configs.recommended,
  tseslint.configs.recommended,
  pluginVue.configs['flat/recommended'],
  // Layout rules of eslint-plugin-vue (indentation, attributes per line, line breaks): Prettier owns formatting.
  pluginVue.configs['no-layout-rules'],

  {
    files: ['**/*.vue'],
    languageOptions: {
      // vue-eslint-parser (set by flat/recommended) hands <script lang="ts"> to the TypeScript parser.
      parserOptions: { parser: tseslint.parser }
    }
  },

  // The globals of each folder's run-time environment.
  {
    files: ['src-renderer/**'],
    languageOptions: { globals: { ...globals.browser } }
  },
  {
    // Sandboxed preload: the renderer's window plus the few Node globals Electron's sandbox provides (process, Buffer, require).
    files: ['src-preload/**'],
    languageOptions: { globals: { ...globals.browser, process: 'readonly', Buffer: 'readonly', require: 'readonly' } }
  },
  {
    // Shared code runs in main, sandbox and renderer alike.
    files: ['src-shared/**'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } }
  },
  {
    files: ['src-main/**', 'src-sandbox/**', 'scripts/**', 'tests/**', '*.config.{js,ts,mjs}', '*.ts'],
    languageOptions: { globals: { ...globals.node } }
  },
  {
    // Browser tests and e2e tests run functions inside the page (page.evaluate), so DOM globals appear there too.
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.browser } }
  },

  {
    rules: {
      // `const { omitted: _, ...rest } = x` is how the code drops a key from an object, so rest siblings count as used.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }]
    }
  },
  {
    files: ['tests/**'],
    rules: {
      // Tests read the services' JSON answers and Electron's objects untyped on purpose: they check the wire format, not our types.
      '@typescript-eslint/no-explicit-any': 'off'
    }
  }
])
