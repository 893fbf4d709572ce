export type Status = 'todo' | 'doing' | 'done'

export type Card = {
  id: string
  title: string
  status: Status
  assignee?: string
  labels: string[]
  due?: string
}

export type Filter = {
  text: string
  assignee: string
  label: string | null
}

export const STATUSES: { key: Status; label: string }[] = [
  { key: 'todo', label: '未着手' },
  { key: 'doing', label: '進行中' },
  { key: 'done', label: '完了' },
]
