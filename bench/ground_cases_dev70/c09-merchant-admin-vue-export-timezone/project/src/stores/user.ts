import { defineStore } from 'pinia';
import { http } from '@/api/http';
import { i18n } from '@/i18n';

export interface Profile {
  id: number;
  name: string;
  role: 'owner' | 'manager' | 'clerk';
  shopName: string;
  timezone: string;
  locale: 'zh-CN' | 'en-US';
}

export const DEFAULT_TIMEZONE = 'Asia/Shanghai';

export const useUserStore = defineStore('user', {
  state: () => ({
    token: localStorage.getItem('token') ?? '',
    profile: null as Profile | null,
  }),
  getters: {
    timezone: (state) => state.profile?.timezone ?? DEFAULT_TIMEZONE,
  },
  actions: {
    async login(phone: string, password: string) {
      const { data } = await http.post<{ token: string }>('/auth/login', { phone, password });
      this.token = data.token;
      localStorage.setItem('token', data.token);
      await this.loadProfile();
    },
    async loadProfile() {
      const { data } = await http.get<Profile>('/me');
      this.profile = data;
      i18n.global.locale.value = data.locale;
    },
    async updateSettings(patch: Partial<Pick<Profile, 'timezone' | 'locale'>>) {
      const { data } = await http.patch<Profile>('/me', patch);
      this.profile = data;
      i18n.global.locale.value = data.locale;
    },
    logout() {
      this.token = '';
      this.profile = null;
      localStorage.removeItem('token');
    },
  },
});
