// 打开抽屉 / 弹窗时锁住页面滚动，支持嵌套调用
let locks = 0

export function lockScroll() {
  locks += 1
  if (locks > 1) return
  document.body.style.overflow = 'hidden'
}

export function unlockScroll() {
  locks = Math.max(0, locks - 1)
  if (locks > 0) return
  document.body.style.overflow = ''
}
