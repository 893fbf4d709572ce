import { lockScroll, unlockScroll } from '../utils/scrollLock.js'

export function openStoreModal(store) {
  const dialog = document.createElement('dialog')
  dialog.className = 'store-modal'
  dialog.innerHTML = `
    <h2>${store.name}</h2>
    <p>${store.address}</p>
    <p>营业时间：${store.hours}</p>
    <button type="button" class="close">关闭</button>
  `
  document.body.appendChild(dialog)
  lockScroll()
  dialog.showModal()
  const close = () => {
    dialog.close()
    dialog.remove()
    unlockScroll()
  }
  dialog.querySelector('.close').addEventListener('click', close)
  dialog.addEventListener('cancel', close)
}
