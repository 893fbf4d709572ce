import { useDocumentVisibility, useIntervalFn } from "@vueuse/core";

import { TicketsService, type Ticket } from "~/client";

const POLL_MS = 30_000;

type Status = Ticket["status"];

export function useTickets(filter: Ref<{ status?: Status; assignee?: string }>) {
  const tickets = ref<Ticket[]>([]);
  const total = ref(0);
  const page = ref(1);
  const loading = ref(false);
  const error = ref<string | null>(null);

  async function load() {
    loading.value = true;
    error.value = null;
    try {
      const res = await TicketsService.listTickets({ ...filter.value, page: page.value });
      tickets.value = res.items;
      total.value = res.total;
    } catch (e) {
      error.value = "Could not load tickets";
      throw e;
    } finally {
      loading.value = false;
    }
  }

  watch([filter, page], load, { deep: true, immediate: true });

  // refresh while the tab is visible; catch up immediately when it becomes visible again
  const visibility = useDocumentVisibility();
  const { pause, resume } = useIntervalFn(() => load().catch(() => {}), POLL_MS, { immediate: false });
  watch(
    visibility,
    (state) => {
      if (state === "visible") {
        load().catch(() => {});
        resume();
      } else {
        pause();
      }
    },
    { immediate: true },
  );

  return { tickets, total, page, loading, error, reload: load };
}
