import { defineStore } from "pinia";
import { getContacts, getCustomer, updateCustomer, type Contact, type Customer } from "@/api/customer";

interface State {
  current: Customer | null;
  loading: boolean;
  saving: boolean;
  contacts: Contact[];
  contactsTotal: number;
}

export const useCustomerStore = defineStore("customer", {
  state: (): State => ({
    current: null,
    loading: false,
    saving: false,
    contacts: [],
    contactsTotal: 0,
  }),

  getters: {
    displayName: (s) => (s.current ? `${s.current.name}（${s.current.company}）` : ""),
    isKeyAccount: (s) => s.current?.level === "A",
  },

  actions: {
    async load(id: number) {
      this.loading = true;
      try {
        this.current = await getCustomer(id);
      } finally {
        this.loading = false;
      }
    },

    async loadContacts(id: number) {
      const page = await getContacts(id, 5);
      this.contacts = page.items;
      this.contactsTotal = page.total;
    },

    async save(patch: Partial<Customer>) {
      if (!this.current) return;
      this.saving = true;
      try {
        this.current = await updateCustomer(this.current.id, patch);
      } finally {
        this.saving = false;
      }
    },
  },
});
