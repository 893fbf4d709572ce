import { useEffect, useRef } from 'react'
import * as echarts from 'echarts'
import { fetchDailyStats } from '@/api/orders'

export default function Dashboard() {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!ref.current) return
    const chart = echarts.init(ref.current)
    fetchDailyStats().then((rows) => {
      chart.setOption({
        xAxis: { type: 'category', data: rows.map((r) => r.day) },
        yAxis: { type: 'value' },
        series: [{ type: 'line', data: rows.map((r) => r.count) }],
      })
    })
    const onResize = () => chart.resize()
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      chart.dispose()
    }
  }, [])

  return <div ref={ref} style={{ height: 360 }} />
}
