export type Inquiry = {
  name: string
  email: string
  phone: string
  body: string
}

export async function postInquiry(inquiry: Inquiry): Promise<void> {
  const res = await fetch('/api/inquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(inquiry),
  })
  if (!res.ok) {
    throw new Error(`送信に失敗しました (HTTP ${res.status})`)
  }
}

export async function fetchCategories(): Promise<string[]> {
  const res = await fetch('/api/inquiries/categories')
  if (!res.ok) {
    return []
  }
  return res.json()
}
