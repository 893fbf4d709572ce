import { ref } from 'vue'
import { searchBooks, type Book } from '../api/library'

export function useSearch() {
  const query = ref('')
  const results = ref<Book[]>([])
  const loading = ref(false)
  const error = ref<string | null>(null)
  let seq = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  async function run(q: string) {
    const mine = ++seq
    if (!q.trim()) {
      results.value = []
      return
    }
    loading.value = true
    error.value = null
    try {
      const books = await searchBooks(q)
      if (mine === seq) results.value = books
    } catch (e) {
      if (mine === seq) error.value = (e as Error).message
    } finally {
      if (mine === seq) loading.value = false
    }
  }

  function debouncedRun(q: string, wait = 300) {
    clearTimeout(timer)
    timer = setTimeout(() => run(q), wait)
  }

  return { query, results, loading, error, run, debouncedRun }
}
