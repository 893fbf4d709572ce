/**
 * Returns a function that calls `fn` once, `wait` ms after the last call.
 */
export function useDebounce<A extends unknown[]>(fn: (...args: A) => void, wait = 250) {
  let timer: ReturnType<typeof setTimeout> | undefined

  function debounced(...args: A) {
    timer = setTimeout(() => fn(...args), wait)
  }

  function cancel() {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  return { debounced, cancel }
}
