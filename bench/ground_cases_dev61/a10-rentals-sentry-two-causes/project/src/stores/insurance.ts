import { defineStore } from "pinia";

import type { VehicleClass } from "@/api/orders";

// Flat damage waiver per booking, by vehicle class, in EUR.
const BASIC_WAIVER: Partial<Record<VehicleClass, number>> = {
  compact: 39,
  sedan: 49,
  suv: 59,
  van: 69,
};

const FULL_COVER: Partial<Record<VehicleClass, number>> = {
  compact: 79,
  sedan: 95,
  suv: 119,
  van: 139,
};

export const useInsuranceStore = defineStore("insurance", {
  state: () => ({
    selected: false,
    fullCover: false,
  }),
  actions: {
    feeFor(vehicleClass: VehicleClass): number {
      const table = this.fullCover ? FULL_COVER : BASIC_WAIVER;
      return table[vehicleClass] as number;
    },
    toggle(on: boolean) {
      this.selected = on;
      if (!on) this.fullCover = false;
    },
  },
});
