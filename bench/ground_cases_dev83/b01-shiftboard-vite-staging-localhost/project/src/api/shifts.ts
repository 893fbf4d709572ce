import { apiGet, apiPost } from './client'

export type Shift = {
  id: number
  staffName: string
  start: string
  end: string
  role: 'hall' | 'kitchen' | 'register'
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}

export function listShifts(opts: { weekOf: Date }): Promise<Shift[]> {
  return apiGet<Shift[]>('/api/shifts', { week_of: isoDate(opts.weekOf) })
}

export function swapShift(a: number, b: number): Promise<{ ok: boolean }> {
  return apiPost('/api/shifts/swap', { a, b })
}
