import { ref } from 'vue'
import { searchMembers } from '../api/messages'

const TRIGGER = /@([\p{L}\p{N}_.-]*)$/u

export function useMention(conversationId: () => number) {
  const query = ref<string | null>(null)
  const candidates = ref<{ id: number; name: string }[]>([])

  async function onInput(textBeforeCaret: string) {
    const m = TRIGGER.exec(textBeforeCaret)
    if (!m) {
      query.value = null
      candidates.value = []
      return
    }
    query.value = m[1]
    candidates.value = await searchMembers(conversationId(), m[1])
  }

  function apply(text: string, caret: number, name: string): { text: string; caret: number } {
    const before = text.slice(0, caret).replace(TRIGGER, `@${name} `)
    return { text: before + text.slice(caret), caret: before.length }
  }

  return { query, candidates, onInput, apply }
}
