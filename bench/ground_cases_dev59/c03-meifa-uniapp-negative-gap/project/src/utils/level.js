// 会员等级：按累计积分升级，不降级
export const LEVELS = [
  { name: '体验卡', min: 0, color: '#999999' },
  { name: '银卡', min: 500, color: '#b5b5b5' },
  { name: '金卡', min: 2000, color: '#d4a84b' },
  { name: '钻石卡', min: 5000, color: '#5b8def' },
  { name: '黑金卡', min: 10000, color: '#1f1f1f' },
]

/** 当前等级 */
export function levelOf(points) {
  let cur = LEVELS[0]
  for (const l of LEVELS) {
    if (points >= l.min) cur = l
  }
  return cur
}

/** 下一等级，已是最高等级时返回 null */
export function nextLevel(points) {
  return LEVELS.find((l) => points < l.min) || null
}

/** 距离下一等级还差多少积分，最高等级返回 0 */
export function nextLevelGap(points) {
  const idx = LEVELS.findIndex((l) => points < l.min)
  if (idx === -1) return 0
  return LEVELS[idx - 1].min - points
}

/** 升级进度 0~1，给进度条用 */
export function levelProgress(points) {
  const cur = levelOf(points)
  const next = nextLevel(points)
  if (!next) return 1
  return (points - cur.min) / (next.min - cur.min)
}
