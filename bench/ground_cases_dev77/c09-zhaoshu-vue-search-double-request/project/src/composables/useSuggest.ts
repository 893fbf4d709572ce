import { ref, watch, type Ref } from 'vue'
import { fetchSuggest } from '@/api/search'

export function useSuggest(input: Ref<string>, delay = 300) {
  const terms = ref<string[]>([])
  const loading = ref(false)
  let timer: ReturnType<typeof setTimeout> | undefined
  let inflight: AbortController | undefined

  watch(input, (q) => {
    clearTimeout(timer)
    timer = setTimeout(() => load(q), delay)
  })

  async function load(q: string) {
    const text = q.trim()
    if (!text) {
      terms.value = []
      return
    }
    inflight?.abort()
    const ctrl = new AbortController()
    inflight = ctrl
    loading.value = true
    try {
      terms.value = await fetchSuggest(text, ctrl.signal)
    } catch (e) {
      if ((e as Error).name !== 'AbortError') terms.value = []
    } finally {
      if (inflight === ctrl) loading.value = false
    }
  }

  return { terms, loading }
}
