import { useMemo, useState } from 'react'
import { cancelJob, fetchJobs, type Job } from '../api/jobs'
import { usePolling } from '../hooks/usePolling'
import { StatusBadge } from './StatusBadge'

function duration(job: Job): string {
  if (!job.startedAt) return '-'
  const end = job.finishedAt ? new Date(job.finishedAt) : new Date()
  const sec = Math.round((end.getTime() - new Date(job.startedAt).getTime()) / 1000)
  return sec < 60 ? `${sec}s` : `${Math.floor(sec / 60)}m ${sec % 60}s`
}

export function JobList() {
  const { data: jobs, error, lastUpdated } = usePolling(fetchJobs, 5000)
  const [onlyMine, setOnlyMine] = useState(false)
  const me = localStorage.getItem('ops.user') ?? ''

  const visible = useMemo(
    () => (jobs ?? []).filter((j) => !onlyMine || j.owner === me),
    [jobs, onlyMine, me],
  )

  return (
    <section className="space-y-3">
      <header className="flex items-center gap-3">
        <h2 className="text-lg font-semibold">ジョブ</h2>
        <label className="flex items-center gap-1 text-sm">
          <input type="checkbox" checked={onlyMine} onChange={(e) => setOnlyMine(e.target.checked)} />
          自分のジョブだけ
        </label>
        {lastUpdated && <span className="ml-auto text-xs text-slate-500">更新 {lastUpdated.toLocaleTimeString()}</span>}
      </header>
      {error && <p className="text-sm text-red-600">取得に失敗しました: {error.message}</p>}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th>名前</th>
            <th>状態</th>
            <th>所要時間</th>
            <th>実行者</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {visible.map((job) => (
            <tr key={job.id} className="border-t">
              <td>{job.name}</td>
              <td>
                <StatusBadge status={job.status} />
              </td>
              <td>{duration(job)}</td>
              <td>{job.owner}</td>
              <td className="text-right">
                {job.status === 'running' && (
                  <button className="text-red-600 hover:underline" onClick={() => cancelJob(job.id)}>
                    停止
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
