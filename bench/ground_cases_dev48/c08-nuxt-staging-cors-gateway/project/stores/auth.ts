import { defineStore } from 'pinia';

interface Me {
  id: number;
  nickname: string;
  member: boolean;
}

export const useAuthStore = defineStore('auth', {
  state: () => ({
    me: null as Me | null,
    checked: false,
  }),
  getters: {
    signedIn: (s) => s.me !== null,
    isMember: (s) => s.me?.member === true,
  },
  actions: {
    async fetchMe() {
      const { $api } = useNuxtApp();
      try {
        this.me = await $api<Me>('/me');
      } catch {
        this.me = null;
      } finally {
        this.checked = true;
      }
    },
    markSignedOut() {
      this.me = null;
    },
  },
});
