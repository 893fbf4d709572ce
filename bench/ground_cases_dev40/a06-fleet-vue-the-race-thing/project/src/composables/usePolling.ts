import { onMounted, onUnmounted, ref } from "vue";

/**
 * Calls `fn` right away and then every `intervalMs` while the component is
 * mounted. A call that is still running when the next tick comes is skipped.
 */
export function usePolling(fn: () => Promise<unknown>, intervalMs: number) {
  const running = ref(false);
  let timer: ReturnType<typeof setInterval> | undefined;

  async function tick() {
    if (running.value) return;
    running.value = true;
    try {
      await fn();
    } finally {
      running.value = false;
    }
  }

  function start() {
    stop();
    void tick();
    timer = setInterval(tick, intervalMs);
  }

  function stop() {
    if (timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  // Don't poll from background tabs; catch up immediately when the tab is shown again.
  function onVisibilityChange() {
    if (document.hidden) stop();
    else start();
  }

  onMounted(() => {
    document.addEventListener("visibilitychange", onVisibilityChange);
    if (!document.hidden) start();
  });
  onUnmounted(() => {
    document.removeEventListener("visibilitychange", onVisibilityChange);
    stop();
  });

  return { running, start, stop };
}
