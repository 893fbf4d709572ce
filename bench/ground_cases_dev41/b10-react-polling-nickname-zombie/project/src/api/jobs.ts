export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled'

export interface Job {
  id: string
  name: string
  status: JobStatus
  startedAt: string | null
  finishedAt: string | null
  owner: string
}

const BASE = import.meta.env.VITE_API_BASE ?? '/api'

export async function fetchJobs(): Promise<Job[]> {
  const res = await fetch(`${BASE}/jobs?limit=100`, { headers: { accept: 'application/json' } })
  if (!res.ok) {
    throw new Error(`GET /jobs failed: ${res.status}`)
  }
  return res.json()
}

export async function cancelJob(id: string): Promise<void> {
  const res = await fetch(`${BASE}/jobs/${encodeURIComponent(id)}/cancel`, { method: 'POST' })
  if (!res.ok) {
    throw new Error(`cancel ${id} failed: ${res.status}`)
  }
}
