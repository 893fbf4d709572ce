import { render, screen, waitFor } from '@testing-library/react'
import { ReportTable } from './ReportTable'
import * as api from '../api/reports'

jest.mock('../api/reports')

describe('ReportTable', () => {
  it('renders rows from the API', async () => {
    jest.mocked(api.fetchReport).mockResolvedValue([
      { id: '1', service: 'gateway', errors: 3, p95Ms: 120, day: '2024-03-05' },
    ])
    render(<ReportTable />)
    await waitFor(() => expect(screen.getByText('gateway')).toBeInTheDocument())
  })
})
