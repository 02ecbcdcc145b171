// Compile-time flags for Vue and vue-i18n, shared by the electron-vite renderer config and the test
// build: Composition API only, no devtools hooks in production builds.
export const rendererDefines = {
  __VUE_OPTIONS_API__: 'true',
  __VUE_PROD_DEVTOOLS__: 'false',
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  __VUE_I18N_FULL_INSTALL__: 'true',
  __VUE_I18N_LEGACY_API__: 'false',
  __INTLIFY_PROD_DEVTOOLS__: 'false',
  __INTLIFY_JIT_COMPILATION__: 'true',
  __INTLIFY_DROP_MESSAGE_COMPILER__: 'false'
}
