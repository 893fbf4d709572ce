import { request } from "../utils/request";

export function sendSmsCode(phone: string) {
  return request<{ ok: boolean }>({ url: "/api/sms/code", method: "POST", data: { phone } });
}

export function loginBySms(phone: string, code: string) {
  return request<{ token: string }>({ url: "/api/auth/sms-login", method: "POST", data: { phone, code } });
}
