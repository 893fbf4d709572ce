import axios, { AxiosError } from 'axios'

export const api = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  timeout: 15_000,
})

api.interceptors.request.use((config) => {
  const token = localStorage.getItem('ops_token')
  if (token) {
    config.headers.Authorization = `Bearer ${token}`
  }
  return config
})

api.interceptors.response.use(
  (res) => res,
  (err: AxiosError) => {
    if (err.response?.status === 401) {
      localStorage.removeItem('ops_token')
      window.location.assign('/login')
    }
    return Promise.reject(err)
  },
)

export interface Paged<T> {
  items: T[]
  total: number
}

export async function listServices(page = 1, size = 20) {
  const { data } = await api.get<Paged<{ id: string; name: string; status: string }>>('/services', {
    params: { page, size },
  })
  return data
}

export async function exportServices(format: 'csv' | 'xlsx') {
  const { data } = await api.get<Blob>('/services/export', {
    params: { format },
    responseType: 'blob',
  })
  return data
}
