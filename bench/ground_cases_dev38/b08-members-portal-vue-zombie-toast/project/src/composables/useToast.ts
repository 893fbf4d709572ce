import { ref, readonly } from "vue";

export type ToastKind = "info" | "success" | "error";

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

const toasts = ref<Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let seq = 0;

function dismiss(id: number) {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
  toasts.value = toasts.value.filter((toast) => toast.id !== id);
}

function show(message: string, kind: ToastKind = "info", duration = 3000) {
  // 同じ文言が表示中なら重ねずに表示時間を延ばす
  const existing = toasts.value.find((t) => t.message === message && t.kind === kind);
  if (existing) {
    clearTimeout(timers.get(existing.id));
    return existing.id;
  }

  const id = ++seq;
  toasts.value = [...toasts.value, { id, message, kind }];
  if (duration > 0) {
    timers.set(id, setTimeout(() => dismiss(id), duration));
  }
  return id;
}

function clearAll() {
  timers.forEach((t) => clearTimeout(t));
  timers.clear();
  toasts.value = [];
}

export function useToast() {
  return { toasts: readonly(toasts), show, dismiss, clearAll };
}
