import axios from "axios";
import { showToast } from "vant";

export const http = axios.create({ timeout: 10000 });

http.interceptors.response.use(
  (res) => res,
  (err) => {
    showToast(err.response?.data?.message ?? "网络异常");
    return Promise.reject(err);
  },
);
