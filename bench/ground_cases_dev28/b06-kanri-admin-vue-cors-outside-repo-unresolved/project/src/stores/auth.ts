import { defineStore } from 'pinia'

export const useAuthStore = defineStore('auth', {
  state: () => ({ user: null as null | { id: number; name: string; role: string } }),
  getters: {
    isAdmin: (s) => s.user?.role === 'admin',
  },
  actions: {
    set(user: { id: number; name: string; role: string }) {
      this.user = user
    },
    clear() {
      this.user = null
    },
  },
})
