import { API_BASE, ACT_ID } from './config.js'

export async function signup({ name, phone }) {
  const res = await fetch(`${API_BASE}/campaign/signup`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Act-Id': ACT_ID,
    },
    credentials: 'include',
    body: JSON.stringify({ name, phone }),
  })
  const body = await res.json().catch(() => ({}))
  if (!res.ok || body.code !== 0) {
    throw new Error(body.message || `报名失败（${res.status}）`)
  }
  return body.data
}
