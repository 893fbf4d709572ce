const pad = (n) => String(n).padStart(2, '0')

function render(el, ms) {
  const total = Math.max(0, Math.floor(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  el.textContent = `${pad(h)}:${pad(m)}:${pad(s)}`
}

export function startCountdown(el, endAt) {
  const tick = () => {
    const left = endAt - Date.now()
    render(el, left)
    return left
  }
  tick()
  const timer = setInterval(() => {
    if (tick() <= 0) clearInterval(timer)
  }, 1000)
  const onVisible = () => {
    if (document.visibilityState === 'visible') tick()
  }
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
