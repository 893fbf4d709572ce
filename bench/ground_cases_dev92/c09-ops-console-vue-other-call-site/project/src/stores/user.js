import { defineStore } from 'pinia'
import { fetchUser } from '@/api/user'

export const useUserStore = defineStore('user', {
  state: () => ({
    cache: {},
  }),
  actions: {
    async get(id, withStats = false) {
      const key = `${id}:${withStats}`
      if (!this.cache[key]) {
        this.cache[key] = await fetchUser({ id, withStats })
      }
      return this.cache[key]
    },
    invalidate(id) {
      for (const key of Object.keys(this.cache)) {
        if (key.startsWith(`${id}:`)) delete this.cache[key]
      }
    },
  },
})
