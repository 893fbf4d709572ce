import axios from 'axios'
import { showToast } from 'vant'

const request = axios.create({
  baseURL: process.env.API_BASE,
  timeout: 10000,
})

request.interceptors.request.use((config) => {
  const token = localStorage.getItem('mall_token')
  if (token) config.headers['X-Token'] = token
  return config
})

request.interceptors.response.use(
  (res) => {
    const { code, data, msg } = res.data
    if (code !== 0) {
      showToast(msg || '请求失败')
      return Promise.reject(new Error(msg))
    }
    return data
  },
  (err) => {
    showToast('网络异常，请稍后再试')
    return Promise.reject(err)
  },
)

export default request
