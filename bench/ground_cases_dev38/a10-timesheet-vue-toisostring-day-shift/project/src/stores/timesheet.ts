import { defineStore } from "pinia";
import { api, type Entry } from "../api/client";
import { startOfWeek, toISODate, type ISODate } from "../utils/dates";

export const useTimesheetStore = defineStore("timesheet", {
  state: () => ({
    day: toISODate(new Date()) as ISODate,
    entries: [] as Entry[],
    loading: false,
    error: null as string | null,
  }),

  getters: {
    totalMinutes: (state) => state.entries.reduce((sum, e) => sum + e.minutes, 0),
    weekStart: (state) => startOfWeek(state.day),
  },

  actions: {
    async load(day: ISODate) {
      this.day = day;
      this.loading = true;
      this.error = null;
      try {
        this.entries = await api.entriesForDay(day);
      } catch (e) {
        this.error = e instanceof Error ? e.message : String(e);
      } finally {
        this.loading = false;
      }
    },

    async add(entry: Omit<Entry, "id" | "createdAt">) {
      const saved = await api.createEntry(entry);
      this.entries.push(saved);
    },

    /** Re-creates the entries of `source` on the current day (e.g. "same as last Monday"). */
    async copyFromDay(source: ISODate) {
      const previous = await api.entriesForDay(source);
      for (const { project, note, minutes } of previous) {
        await this.add({ day: this.day, project, note, minutes });
      }
    },

    async remove(id: string) {
      await api.deleteEntry(id);
      this.entries = this.entries.filter((e) => e.id !== id);
    },
  },
});
