import axios from 'axios'

export interface ChatMessage {
  id: number
  conversationId: number
  senderId: number
  senderName: string
  body: string
  createdAt: string
  attachments: { id: number; name: string; url: string; size: number }[]
}

const http = axios.create({ baseURL: '/api', timeout: 15000 })

export async function fetchMessages(conversationId: number, before?: number): Promise<ChatMessage[]> {
  const { data } = await http.get(`/conversations/${conversationId}/messages`, { params: { before, limit: 50 } })
  return data.items
}

export async function sendMessage(conversationId: number, body: string, attachmentIds: number[] = []): Promise<ChatMessage> {
  const { data } = await http.post(`/conversations/${conversationId}/messages`, { body, attachmentIds })
  return data
}

export async function uploadAttachment(file: File): Promise<{ id: number }> {
  const form = new FormData()
  form.append('file', file)
  const { data } = await http.post('/attachments', form)
  return data
}

export async function searchMembers(conversationId: number, q: string): Promise<{ id: number; name: string }[]> {
  const { data } = await http.get(`/conversations/${conversationId}/members`, { params: { q } })
  return data.items
}
