import { customRef } from 'vue'

/** A ref whose value updates `delay` ms after the last write. */
export function useDebouncedRef<T>(initial: T, delay = 300) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let value = initial
  return customRef<T>((track, trigger) => ({
    get() {
      track()
      return value
    },
    set(next) {
      clearTimeout(timer)
      timer = setTimeout(() => {
        value = next
        trigger()
      }, delay)
    },
  }))
}
