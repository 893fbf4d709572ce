import { defineStore } from "pinia";
import { api } from "@/api/client";
import type { Booking, Menu, Slot, Staff } from "@/types";

interface BookingState {
  menu: Menu | null;
  date: string | null;
  selectedStaff: Staff | null;
  selectedSlot: Slot | null;
  note: string;
  submitting: boolean;
  lastBooking: Booking | null;
  error: string | null;
}

export const useBookingStore = defineStore("booking", {
  state: (): BookingState => ({
    menu: null,
    date: null,
    selectedStaff: null,
    selectedSlot: null,
    note: "",
    submitting: false,
    lastBooking: null,
    error: null,
  }),

  getters: {
    isReady: (state) => state.menu !== null && state.date !== null,
    /** メニュー料金 + 指名料（指名なしなら 0）。メニュー未選択なら 0。 */
    totalPrice(state): number {
      if (!state.menu) return 0;
      return state.menu.price + (state.selectedStaff?.nominationFee ?? 0);
    },
  },

  actions: {
    selectDate(date: string) {
      this.date = date;
      this.selectedSlot = null;
    },
    async confirmBooking() {
      this.submitting = true;
      this.error = null;
      try {
        this.lastBooking = await api.post<Booking>("/bookings", {
          menuId: this.menu!.id,
          slotId: this.selectedSlot!.id,
          staffId: this.selectedStaff?.id ?? null,
          note: this.note.trim() || null,
        });
      } catch (e) {
        this.error = e instanceof Error ? e.message : String(e);
      } finally {
        this.submitting = false;
      }
    },
    reset() {
      this.$reset();
    },
  },
});
