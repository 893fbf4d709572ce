export async function sendLoginCode(phone: string): Promise<void> {
  const res = await fetch('/api/auth/sms', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone }),
  })
  if (!res.ok) throw new Error('验证码发送失败')
}

export async function loginBySms(phone: string, code: string): Promise<{ token: string }> {
  const res = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, code }),
  })
  if (!res.ok) throw new Error('登录失败')
  return res.json()
}
