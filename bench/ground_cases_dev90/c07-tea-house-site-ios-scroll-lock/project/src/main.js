import { setupDrawer } from './components/drawer.js'
import { openStoreModal } from './components/storeModal.js'

const STORES = [
  { name: '静安店', address: '上海市静安区南京西路 1266 号', hours: '10:00-22:00' },
  { name: '徐汇店', address: '上海市徐汇区衡山路 12 号', hours: '10:00-21:30' },
]

function renderStores() {
  const content = document.getElementById('content')
  content.innerHTML = `
    <section id="stores">
      <h2>门店</h2>
      <ul class="stores">
        ${STORES.map((s, i) => `<li><button type="button" data-i="${i}">${s.name}</button></li>`).join('')}
      </ul>
    </section>
  `
  content.querySelector('.stores').addEventListener('click', (e) => {
    const btn = e.target.closest('button[data-i]')
    if (btn) openStoreModal(STORES[Number(btn.dataset.i)])
  })
}

setupDrawer()
renderStores()
