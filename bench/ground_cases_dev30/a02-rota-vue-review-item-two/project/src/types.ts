export type TeamId = 'kitchen' | 'floor' | 'bar' | 'delivery'

export interface Shift {
  id: number
  teamId: TeamId
  /** ISO 8601 instant, e.g. 2025-03-14T17:00:00Z */
  start: string
  /** ISO 8601 instant */
  end: string
  assigneeId: number | null
  note?: string
}

export interface Person {
  id: number
  name: string
  teams: TeamId[]
}
