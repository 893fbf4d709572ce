import { customRef, watch, type Ref } from 'vue';

/**
 * A ref whose value updates `delay` ms after the last write.
 * Reading it returns the settled value.
 */
export function useDebouncedRef<T>(source: Ref<T>, delay = 300): Ref<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled = source.value;

  return customRef<T>((track, trigger) => {
    const stop = () => clearTimeout(timer);

    // mirror the source, but only after it has been quiet for `delay` ms
    const schedule = (value: T) => {
      stop();
      timer = setTimeout(() => {
        settled = value;
        trigger();
      }, delay);
    };

    watch(source, schedule);

    return {
      get() {
        track();
        return settled;
      },
      set(value: T) {
        source.value = value;
      },
    };
  });
}
