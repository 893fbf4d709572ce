import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../test/server'
import { SearchBox } from './SearchBox'

describe('SearchBox', () => {
  it('shows suggestions', async () => {
    render(<SearchBox onSelect={vi.fn()} />)
    await userEvent.type(screen.getByLabelText('商品を検索'), 'りん')
    await waitFor(() => expect(screen.getByText('りんご')).toBeInTheDocument())
    expect(screen.getAllByRole('option')).toHaveLength(2)
  })

  it('shows empty state', async () => {
    server.use(http.get('/api/suggest', () => HttpResponse.json([])))
    render(<SearchBox onSelect={vi.fn()} />)
    await userEvent.type(screen.getByLabelText('商品を検索'), 'ぶど')
    await waitFor(() => expect(screen.getByText('候補がありません')).toBeInTheDocument())
  })

  it('does not search with one character', async () => {
    const spy = vi.fn()
    server.events.on('request:start', spy)
    render(<SearchBox onSelect={vi.fn()} />)
    await userEvent.type(screen.getByLabelText('商品を検索'), 'り')
    await new Promise((r) => setTimeout(r, 400))
    expect(spy).not.toHaveBeenCalled()
    server.events.removeAllListeners()
  })

  it('calls onSelect', async () => {
    const onSelect = vi.fn()
    render(<SearchBox onSelect={onSelect} />)
    await userEvent.type(screen.getByLabelText('商品を検索'), 'りん')
    await userEvent.click(await screen.findByText('りんごジュース'))
    expect(onSelect).toHaveBeenCalledWith({ id: 2, label: 'りんごジュース' })
  })
})
