import { defineStore } from 'pinia'

export const useUserStore = defineStore('user', {
  state: () => ({
    name: localStorage.getItem('admin_name') ?? '',
    token: localStorage.getItem('admin_token') ?? '',
  }),
  actions: {
    logout() {
      localStorage.removeItem('admin_token')
      localStorage.removeItem('admin_name')
      this.token = ''
      location.href = '/login'
    },
  },
})
