import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { JobList } from './JobList'

vi.mock('../api/jobs', () => ({
  fetchJobs: vi.fn().mockResolvedValue([
    { id: '1', name: 'nightly-etl', status: 'running', startedAt: new Date().toISOString(), finishedAt: null, owner: 'shun' },
    { id: '2', name: 'backup', status: 'failed', startedAt: null, finishedAt: null, owner: 'ci' },
  ]),
  cancelJob: vi.fn(),
}))

describe('JobList', () => {
  it('renders the jobs', async () => {
    render(<JobList />)
    expect(await screen.findByText('nightly-etl')).toBeTruthy()
    expect(screen.getByText('backup')).toBeTruthy()
  })

  it('shows a stop button only for running jobs', async () => {
    render(<JobList />)
    await screen.findByText('nightly-etl')
    expect(screen.getAllByText('停止')).toHaveLength(1)
  })

  it('labels failed jobs', async () => {
    render(<JobList />)
    expect(await screen.findByText('失敗')).toBeTruthy()
  })
})
