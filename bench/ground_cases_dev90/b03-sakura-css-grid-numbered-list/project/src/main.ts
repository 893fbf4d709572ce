import { fetchListings, type Listing } from './listings'
import { openModal, bindModal } from './modal'

const grid = document.querySelector<HTMLElement>('#cards')!

function formatRent(yen: number): string {
  return `${(yen / 10000).toFixed(yen % 1000 === 0 ? 1 : 2).replace(/\.?0+$/, '')}万円`
}

function cardHtml(l: Listing): string {
  return `
    <article class="card" data-id="${l.id}">
      <img class="card__photo" src="${l.photo}" alt="" loading="lazy" />
      <div class="card__body">
        <h3>${l.title}</h3>
        <p>${formatRent(l.rent)} / ${l.layout} / ${l.station}徒歩${l.walk}分</p>
      </div>
    </article>`
}

async function init() {
  const listings = await fetchListings()
  grid.innerHTML = listings.map(cardHtml).join('')
  grid.addEventListener('click', (e) => {
    const card = (e.target as HTMLElement).closest<HTMLElement>('.card')
    if (!card) return
    const listing = listings.find((l) => String(l.id) === card.dataset.id)
    if (listing) openModal(listing)
  })
  bindModal()
}

init()
