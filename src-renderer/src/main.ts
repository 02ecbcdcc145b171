// The renderer's entry: every area's texts installed, the UI language applied, the app mounted.
import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { applyLanguage, i18n, uiLanguage } from './kit/i18n'
import de from './messages-de'
import en from './messages-en'
import './styles.css'
import './frame/frame.css'

i18n.global.setLocaleMessage('de', de)
i18n.global.setLocaleMessage('en', en)
applyLanguage(uiLanguage())
createApp(App).use(createPinia()).use(i18n).mount('#app')
