export type Book = {
  id: string
  title: string
  author: string
  publisher: string
  available: boolean
}

export async function searchBooks(q: string): Promise<Book[]> {
  const res = await fetch(`/api/books?q=${encodeURIComponent(q)}`)
  if (!res.ok) {
    throw new Error(`検索に失敗しました (${res.status})`)
  }
  const body = (await res.json()) as { items: Book[] }
  return body.items
}
