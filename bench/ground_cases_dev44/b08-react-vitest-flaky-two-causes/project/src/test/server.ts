import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

export const handlers = [
  http.get('/api/suggest', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? ''
    const all = [
      { id: 1, label: 'りんご' },
      { id: 2, label: 'りんごジュース' },
      { id: 3, label: 'ぶどう' },
    ]
    return HttpResponse.json(all.filter((s) => s.label.startsWith(q)))
  }),
]

export const server = setupServer(...handlers)
