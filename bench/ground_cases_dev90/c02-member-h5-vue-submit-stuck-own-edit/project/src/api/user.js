import axios from 'axios'

const http = axios.create({ baseURL: '/api', timeout: 10000 })

http.interceptors.response.use(
  (res) => {
    if (res.data.code !== 0) {
      return Promise.reject(new Error(res.data.message || '请求失败'))
    }
    return res.data.data
  },
  (err) => Promise.reject(new Error(err.response?.data?.message || '网络异常，请稍后再试')),
)

export function sendSmsCode(phone) {
  return http.post('/sms/code', { phone, scene: 'register' })
}

export function register(payload) {
  return http.post('/user/register', payload)
}
