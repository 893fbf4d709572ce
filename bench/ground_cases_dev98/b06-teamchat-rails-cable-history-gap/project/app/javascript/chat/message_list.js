// The message pane: history pages are prepended as the user scrolls up,
// live messages are appended at the bottom.
export class MessageList {
  constructor(container, roomId) {
    this.container = container
    this.roomId = roomId
    this.messages = []
    this.ids = new Set()
    this.nextCursor = undefined // undefined: first page not loaded; null: no more history
    this.loadingOlder = false
    this.connected = false
  }

  async loadOlder() {
    if (this.loadingOlder || this.nextCursor === null) return
    this.loadingOlder = true
    try {
      const url = new URL(`/rooms/${this.roomId}/messages`, window.location.origin)
      if (this.nextCursor) url.searchParams.set("before", this.nextCursor)
      const res = await fetch(url, { headers: { Accept: "application/json" } })
      const page = await res.json()
      const older = page.messages.slice().reverse() // the API sends newest first
      older.forEach((m) => this.ids.add(m.id))
      this.messages = [...older, ...this.messages]
      this.nextCursor = page.next_cursor
      this.render({ keepScroll: true })
    } finally {
      this.loadingOlder = false
    }
  }

  appendLive(message) {
    // Our own message comes back over the socket after the POST already added it.
    if (this.ids.has(message.id)) return
    this.ids.add(message.id)
    this.messages.push(message)
    this.render({ stickToBottom: true })
  }

  setConnected(connected) {
    this.connected = connected
    this.container.classList.toggle("offline", !connected)
  }

  showTyping(user) {
    const el = this.container.querySelector(".typing")
    if (!el) return
    el.textContent = `${user.name} が入力中…`
    clearTimeout(this.typingTimer)
    this.typingTimer = setTimeout(() => { el.textContent = "" }, 3000)
  }

  render({ keepScroll = false, stickToBottom = false } = {}) {
    const list = this.container.querySelector(".messages")
    const fromBottom = list.scrollHeight - list.scrollTop
    list.replaceChildren(...this.messages.map((m) => {
      const item = document.createElement("li")
      item.dataset.id = m.id
      item.textContent = `${m.user.name}: ${m.body}`
      return item
    }))
    if (keepScroll) list.scrollTop = list.scrollHeight - fromBottom
    if (stickToBottom) list.scrollTop = list.scrollHeight
  }
}
