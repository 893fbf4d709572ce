import axios, { AxiosError } from 'axios'
import { useAuthStore } from '@/stores/auth'

export const api = axios.create({
  baseURL: import.meta.env.VITE_API_BASE_URL,
  // セッション Cookie（kanri_session）を API に送る
  withCredentials: true,
  timeout: 15000,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
})

api.interceptors.response.use(
  (res) => res,
  (error: AxiosError) => {
    if (error.response?.status === 401) {
      const auth = useAuthStore()
      auth.clear()
      window.location.assign('/login')
    }
    return Promise.reject(error)
  },
)

export type Page<T> = {
  items: T[]
  total: number
  page: number
}

export async function getPage<T>(path: string, page = 1, params: Record<string, unknown> = {}): Promise<Page<T>> {
  const res = await api.get<Page<T>>(path, { params: { ...params, page } })
  return res.data
}
