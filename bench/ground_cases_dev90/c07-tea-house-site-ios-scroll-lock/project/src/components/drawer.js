import { lockScroll, unlockScroll } from '../utils/scrollLock.js'

export function setupDrawer() {
  const btn = document.querySelector('.menu-btn')
  const drawer = document.getElementById('drawer')
  const mask = document.querySelector('.drawer-mask')
  let open = false

  function setOpen(next) {
    if (next === open) return
    open = next
    drawer.classList.toggle('open', open)
    drawer.setAttribute('aria-hidden', String(!open))
    btn.setAttribute('aria-expanded', String(open))
    mask.hidden = !open
    if (open) {
      lockScroll()
      drawer.querySelector('a')?.focus()
    } else {
      unlockScroll()
      btn.focus()
    }
  }

  btn.addEventListener('click', () => setOpen(!open))
  mask.addEventListener('click', () => setOpen(false))
  drawer.addEventListener('click', (e) => {
    if (e.target.closest('a')) setOpen(false)
  })
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') setOpen(false)
  })
}
