import axios from 'axios';
import { ElMessage } from 'element-plus';

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  timeout: 15000,
  withCredentials: true,
});

http.interceptors.response.use(
  (res) => res,
  (err) => {
    if (axios.isCancel(err)) return Promise.reject(err);
    if (err.response?.status === 401) {
      window.location.href = '/login?redirect=' + encodeURIComponent(location.pathname + location.search);
    } else if (err.response?.status >= 500) {
      ElMessage.error('服务器开小差了，请稍后再试');
    }
    return Promise.reject(err);
  },
);
