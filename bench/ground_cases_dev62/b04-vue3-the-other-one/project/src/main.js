import { createApp } from 'vue'
import App from './App.vue'
import router from './router'
import { formatDate, formatYen } from './utils/format'

const app = createApp(App)

app.config.globalProperties.$filters = { date: formatDate, yen: formatYen }

app.use(router)
app.mount('#app')
