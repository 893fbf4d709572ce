import { defineStore } from 'pinia'

const KEY = 'yunpan.admin.token'

export const useAuthStore = defineStore('auth', {
  state: () => ({
    token: localStorage.getItem(KEY) as string | null,
  }),
  getters: {
    loggedIn: (state) => !!state.token,
  },
  actions: {
    login(token: string) {
      this.token = token
      localStorage.setItem(KEY, token)
    },
    logout() {
      this.token = null
      localStorage.removeItem(KEY)
    },
  },
})
