const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Wrap every occurrence of the query's words in <mark>. Input text is already escaped. */
export function highlight(text: string, query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escapeRegExp)
  if (words.length === 0) return text
  const re = new RegExp(`(${words.join('|')})`, 'gi')
  return text.replace(re, '<mark>$1</mark>')
}
