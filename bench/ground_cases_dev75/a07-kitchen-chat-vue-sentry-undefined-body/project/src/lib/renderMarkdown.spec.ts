import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './renderMarkdown'

describe('renderMarkdown', () => {
  it('escapes html', () => {
    expect(renderMarkdown('<b>hi</b>')).toBe('<p>&lt;b&gt;hi&lt;/b&gt;</p>')
  })

  it('renders bold and links', () => {
    expect(renderMarkdown('**see** https://example.com')).toBe(
      '<p><strong>see</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a></p>',
    )
  })

  it('highlights known mentions only', () => {
    const html = renderMarkdown('@ana and @bob', [{ userId: 'u1', handle: 'ana' }])
    expect(html).toContain('data-user="u1"')
    expect(html).not.toContain('data-user="u2"')
  })
})
