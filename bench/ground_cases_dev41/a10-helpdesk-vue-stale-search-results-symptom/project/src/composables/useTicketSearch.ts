import { computed, onScopeDispose, ref, watch, type Ref } from "vue";
import { searchTickets, type TicketPage, type TicketStatus } from "@/api/client";

export type StatusFilter = TicketStatus | "all";

/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 250;
export const MIN_QUERY_LENGTH = 2;

const EMPTY: TicketPage = { items: [], total: 0 };

/**
 * Searches tickets as the user types: debounced, ignores queries shorter than
 * MIN_QUERY_LENGTH, exposes loading and error state for the list.
 */
export function useTicketSearch(query: Ref<string>, status: Ref<StatusFilter> = ref("all")) {
  const page = ref<TicketPage>(EMPTY);
  const loading = ref(false);
  const error = ref<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function run(term: string, st: StatusFilter) {
    loading.value = true;
    error.value = null;
    try {
      page.value = await searchTickets(term, { status: st === "all" ? undefined : st });
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    } finally {
      loading.value = false;
    }
  }

  watch([query, status], ([q, st]) => {
    clearTimeout(timer);
    const term = q.trim();
    if (term.length < MIN_QUERY_LENGTH) {
      page.value = EMPTY;
      return;
    }
    timer = setTimeout(() => run(term, st), SEARCH_DEBOUNCE_MS);
  });

  onScopeDispose(() => clearTimeout(timer));

  return {
    results: computed(() => page.value.items),
    total: computed(() => page.value.total),
    loading,
    error,
  };
}
