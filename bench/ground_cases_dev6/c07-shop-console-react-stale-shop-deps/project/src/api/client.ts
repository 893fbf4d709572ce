import axios from "axios";
import { message } from "antd";

export const http = axios.create({
  baseURL: "/api",
  timeout: 10000,
});

http.interceptors.request.use((config) => {
  const token = localStorage.getItem("token");
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

http.interceptors.response.use(
  (res) => res.data,
  (err) => {
    message.error(err.response?.data?.message ?? "网络异常，请稍后再试");
    return Promise.reject(err);
  },
);

export interface PageResult<T> {
  items: T[];
  total: number;
}
