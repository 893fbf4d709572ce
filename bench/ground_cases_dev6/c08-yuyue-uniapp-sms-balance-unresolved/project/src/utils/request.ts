const BASE_URL = import.meta.env.VITE_API_BASE || "https://api.yuyue-demo.cn";

export interface ApiError {
  statusCode: number;
  message: string;
}

export function request<T>(options: UniApp.RequestOptions): Promise<T> {
  const token = uni.getStorageSync("token");
  return new Promise((resolve, reject) => {
    uni.request({
      ...options,
      url: BASE_URL + options.url,
      header: { ...(options.header || {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      success: (res) => {
        if (res.statusCode >= 200 && res.statusCode < 300) {
          resolve(res.data as T);
        } else {
          const message = (res.data as any)?.message || "请求失败";
          reject({ statusCode: res.statusCode, message } as ApiError);
        }
      },
      fail: () => reject({ statusCode: 0, message: "网络异常" } as ApiError),
    });
  });
}
