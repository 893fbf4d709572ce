export interface Mention {
  userId: string
  handle: string
}

export interface Attachment {
  id: string
  name: string
  mime: string
  size: number
  url: string
  thumbUrl?: string
}

export interface ChatMessage {
  id: string
  authorId: string
  authorName: string
  body?: string
  mentions: Mention[]
  attachments: Attachment[]
  createdAt: string
  editedAt?: string
}
