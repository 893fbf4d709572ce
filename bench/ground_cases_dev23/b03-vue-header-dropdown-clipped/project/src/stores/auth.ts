import { defineStore } from 'pinia'
import { computed, ref } from 'vue'

export interface Me {
  id: number
  name: string
  email: string
}

export const useAuthStore = defineStore('auth', () => {
  const me = ref<Me | null>(null)

  const displayName = computed(() => me.value?.name ?? null)
  const loggedIn = computed(() => me.value !== null)

  async function fetchMe() {
    const res = await fetch('/api/me', { credentials: 'include' })
    me.value = res.ok ? ((await res.json()) as Me) : null
  }

  async function logout() {
    await fetch('/api/logout', { method: 'POST', credentials: 'include' })
    me.value = null
    window.location.assign('/')
  }

  return { me, displayName, loggedIn, fetchMe, logout }
})
