import type { Mention } from '../types'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c])
}

const LINK = /\bhttps?:\/\/[^\s<]+[^\s<.,:;"')\]]/g
const BOLD = /\*\*(.+?)\*\*/g
const ITALIC = /(^|[^*])\*([^*\n]+)\*/g
const CODE = /`([^`\n]+)`/g

function renderInline(text: string, mentions: Mention[]): string {
  let out = text
    .replace(CODE, '<code>$1</code>')
    .replace(BOLD, '<strong>$1</strong>')
    .replace(ITALIC, '$1<em>$2</em>')
    .replace(LINK, (url) => `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`)
  for (const m of mentions) {
    out = out.replaceAll(`@${m.handle}`, `<span class="mention" data-user="${m.userId}">@${m.handle}</span>`)
  }
  return out
}

/**
 * Chat markdown: **bold**, *italic*, `code`, ```fenced blocks```, bare links and @mentions.
 * Everything is escaped first, so the only HTML in the output is ours.
 */
export function renderMarkdown(source: string, mentions: Mention[] = []): string {
  const escaped = escapeHtml(source)
  const parts = escaped.split('```')
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return `<pre><code>${part.replace(/^\n/, '')}</code></pre>`
      return part
        .split(/\n{2,}/)
        .filter((p) => p.trim() !== '')
        .map((p) => `<p>${renderInline(p, mentions).replace(/\n/g, '<br>')}</p>`)
        .join('')
    })
    .join('')
}
