import { ref, watch, type Ref } from "vue";
import { api } from "@/api/client";
import { useBookingStore } from "@/stores/booking";
import type { Slot } from "@/types";

const POLL_MS = 30_000;

export function useAvailability(date: Ref<string | null>, menuId: Ref<number | null>) {
  const slots = ref<Slot[]>([]);
  const loading = ref(false);
  const booking = useBookingStore();
  let timer: ReturnType<typeof setInterval> | undefined;

  async function load() {
    if (!date.value || menuId.value === null) {
      slots.value = [];
      return;
    }
    loading.value = true;
    try {
      slots.value = await api.get<Slot[]>(`/availability?date=${date.value}&menu=${menuId.value}`);
      // the chosen slot may have been taken by someone else in the meantime
      if (booking.selectedSlot && !slots.value.some((s) => s.id === booking.selectedSlot!.id)) {
        booking.selectedSlot = null;
      }
    } finally {
      loading.value = false;
    }
  }

  watch([date, menuId], () => {
    clearInterval(timer);
    void load();
    timer = setInterval(load, POLL_MS);
  }, { immediate: true });

  return { slots, loading, reload: load };
}
