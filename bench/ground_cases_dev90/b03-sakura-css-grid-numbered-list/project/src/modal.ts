import type { Listing } from './listings'

const modal = document.querySelector<HTMLElement>('#detail')!
const title = modal.querySelector<HTMLElement>('#detail-title')!
const body = modal.querySelector<HTMLElement>('.modal__body')!

export function openModal(l: Listing) {
  title.textContent = l.title
  body.innerHTML = `<img src="${l.photo}" alt="" /><p>${l.description}</p>`
  modal.hidden = false
  document.body.style.overflow = 'hidden'
}

export function closeModal() {
  modal.hidden = true
  document.body.style.overflow = ''
}

export function bindModal() {
  modal.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('[data-close]')) closeModal()
  })
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !modal.hidden) closeModal()
  })
}
