import { ref } from "vue";

export type Toast = { id: number; text: string; kind: "info" | "error" };

const toasts = ref<Toast[]>([]);
let nextId = 1;

export function useToast() {
  function show(text: string, kind: Toast["kind"] = "info", ttl = 3000) {
    const id = nextId++;
    toasts.value.push({ id, text, kind });
    setTimeout(() => dismiss(id), ttl);
  }

  function dismiss(id: number) {
    toasts.value = toasts.value.filter((t) => t.id !== id);
  }

  return { toasts, show, dismiss };
}
