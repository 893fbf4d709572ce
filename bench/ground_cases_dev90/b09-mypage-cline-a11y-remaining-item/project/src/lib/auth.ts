export class AuthError extends Error {}

export async function login(email: string, password: string): Promise<void> {
  const res = await fetch('/api/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ email, password }),
  })
  if (res.status === 401) {
    throw new AuthError('invalid credentials')
  }
  if (!res.ok) {
    throw new Error(`login failed: ${res.status}`)
  }
}

export async function logout(): Promise<void> {
  await fetch('/api/session', { method: 'DELETE', credentials: 'include' })
}
