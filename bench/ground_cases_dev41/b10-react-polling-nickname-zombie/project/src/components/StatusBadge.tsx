import type { JobStatus } from '../api/jobs'

const STYLES: Record<JobStatus, string> = {
  queued: 'bg-slate-100 text-slate-700',
  running: 'bg-blue-100 text-blue-700 animate-pulse',
  succeeded: 'bg-green-100 text-green-700',
  failed: 'bg-red-100 text-red-700 ring-1 ring-red-300',
  cancelled: 'bg-gray-100 text-gray-400 line-through',
}

const LABELS: Record<JobStatus, string> = {
  queued: '待機中',
  running: '実行中',
  succeeded: '成功',
  failed: '失敗',
  cancelled: 'キャンセル',
}

export function StatusBadge({ status }: { status: JobStatus }) {
  return (
    <span className={`inline-flex items-center rounded px-2 py-0.5 text-xs font-medium ${STYLES[status]}`}>
      {LABELS[status]}
    </span>
  )
}
