import { defineStore } from 'pinia';
import type { Customer } from '../types';

export const useCustomerStore = defineStore('customers', {
  state: () => ({ customers: [] as Customer[], loading: false }),
  actions: {
    async load() {
      this.loading = true;
      try {
        const res = await fetch('/api/customers');
        this.customers = (await res.json()) as Customer[];
      } finally {
        this.loading = false;
      }
    },
  },
});
