import { defineStore } from "pinia";
import { http } from "@/api/http";

export interface Ticket {
  id: number;
  title: string;
  body: string;
  priority: "low" | "normal" | "high";
  assigneeId: number | null;
  teamId: number;
}

export const useTicketStore = defineStore("tickets", {
  state: () => ({
    byId: {} as Record<number, Ticket>,
    saving: false,
  }),
  actions: {
    async create(input: Omit<Ticket, "id">): Promise<Ticket> {
      this.saving = true;
      try {
        const res = await http.post<Ticket>("/tickets", input);
        this.byId[res.data.id] = res.data;
        return res.data;
      } finally {
        this.saving = false;
      }
    },
    async load(id: number): Promise<Ticket> {
      const res = await http.get<Ticket>(`/tickets/${id}`);
      this.byId[id] = res.data;
      return res.data;
    },
  },
});
