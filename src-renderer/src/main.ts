import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { applyLanguage, i18n } from './i18n'
import './styles.css'

applyLanguage(i18n.global.locale.value)
createApp(App).use(createPinia()).use(i18n).mount('#app')
