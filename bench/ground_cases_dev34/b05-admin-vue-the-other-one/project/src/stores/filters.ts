import { defineStore } from 'pinia'
import type { Role } from '@/api/users'

export const useFilterStore = defineStore('filters', {
  state: () => ({
    keyword: '',
    role: '' as Role | '',
  }),
  actions: {
    reset() {
      this.keyword = ''
      this.role = ''
    },
  },
})
