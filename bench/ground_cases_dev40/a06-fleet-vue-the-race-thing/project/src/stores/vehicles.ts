import { defineStore } from "pinia";
import { fetchVehicles, type Vehicle, type VehicleStatus } from "@/api/client";

export const DEPOTS = ["Hamburg-Nord", "Hamburg-Süd", "Lübeck", "Kiel"] as const;
export type DepotFilter = "all" | (typeof DEPOTS)[number];

export const useVehicleStore = defineStore("vehicles", {
  state: () => ({
    vehicles: [] as Vehicle[],
    depot: "all" as DepotFilter,
    statusFilter: null as VehicleStatus | null,
    loading: false,
    error: null as string | null,
    lastUpdated: null as Date | null,
  }),

  getters: {
    visible(state): Vehicle[] {
      if (!state.statusFilter) return state.vehicles;
      return state.vehicles.filter((v) => v.status === state.statusFilter);
    },
    counts(state): Record<VehicleStatus, number> {
      const out: Record<VehicleStatus, number> = { moving: 0, idle: 0, offline: 0 };
      for (const v of state.vehicles) out[v.status]++;
      return out;
    },
    byId(state) {
      return (id: string) => state.vehicles.find((v) => v.id === id);
    },
  },

  actions: {
    async load() {
      // Only show the loading state on the first load, not on every poll.
      this.loading = this.vehicles.length === 0;
      try {
        const res = await fetchVehicles({ depot: this.depot === "all" ? undefined : this.depot });
        this.vehicles = res.items;
        this.lastUpdated = new Date();
        this.error = null;
      } catch (e) {
        this.error = e instanceof Error ? e.message : String(e);
      } finally {
        this.loading = false;
      }
    },

    async setDepot(depot: DepotFilter) {
      if (depot === this.depot) return;
      this.depot = depot;
      await this.load();
    },

    setStatusFilter(status: VehicleStatus | null) {
      this.statusFilter = status;
    },
  },
});
