export type Listing = {
  id: number
  title: string
  photo: string
  rent: number
  layout: string
  station: string
  walk: number
  description: string
}

export async function fetchListings(): Promise<Listing[]> {
  const res = await fetch('/api/listings')
  if (!res.ok) {
    throw new Error(`listings: HTTP ${res.status}`)
  }
  return res.json()
}
