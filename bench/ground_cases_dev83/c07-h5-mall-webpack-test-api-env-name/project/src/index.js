import { createApp } from 'vue'
import Vant from 'vant'
import 'vant/lib/index.css'
import App from './App.vue'
import { router } from './router'

console.info(`[h5-mall] v${process.env.APP_VERSION} api=${process.env.API_BASE}`)

createApp(App).use(router).use(Vant).mount('#app')
