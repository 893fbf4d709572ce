import { defineStore } from 'pinia'
import type { ChatMessage } from '../types'

export const useMessagesStore = defineStore('messages', {
  state: () => ({
    items: {} as Record<string, ChatMessage[]>,
    readMarks: {} as Record<string, string>,
  }),
  getters: {
    byConversation: (state) => (id: string) => state.items[id] ?? [],
    lastReadAt: (state) => (id: string) => state.readMarks[id] ?? null,
  },
  actions: {
    receive(conversationId: string, message: ChatMessage) {
      const list = (this.items[conversationId] ??= [])
      if (!list.some((m) => m.id === message.id)) list.push(message)
    },
    markRead(conversationId: string, at: string) {
      this.readMarks[conversationId] = at
    },
  },
})
