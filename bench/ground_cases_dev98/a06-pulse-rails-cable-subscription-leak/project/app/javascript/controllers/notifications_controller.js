import { Controller } from "@hotwired/stimulus"
import { createConsumer } from "@rails/actioncable"

const consumer = createConsumer()

// The bell in the navbar. The navbar is data-turbo-permanent, so Stimulus disconnects
// and reconnects this controller on every Turbo visit while the element stays the same.
export default class extends Controller {
  static targets = ["badge", "list"]
  static values = { count: Number }

  connect() {
    this.subscription = consumer.subscriptions.create("NotificationsChannel", {
      received: (data) => this.received(data),
    })
  }

  disconnect() {
    this.channel?.unsubscribe()
  }

  received(data) {
    switch (data.type) {
      case "created":
        this.countValue += 1
        this.prepend(data.html)
        break
      case "read":
        this.countValue = Math.max(0, this.countValue - 1)
        this.markItemRead(data.id)
        break
      case "cleared":
        this.countValue = 0
        this.element.querySelectorAll("[data-notification-id]").forEach((el) => el.classList.add("is-read"))
        break
    }
  }

  // data-action="notifications#markAllRead" on the button in the dropdown
  async markAllRead(event) {
    event.preventDefault()
    const token = document.querySelector('meta[name="csrf-token"]')?.content
    await fetch("/notifications/read_all", {
      method: "POST",
      headers: { "X-CSRF-Token": token, Accept: "application/json" },
    })
    // the "cleared" broadcast resets the badge here and in the other tabs
  }

  countValueChanged() {
    this.badgeTarget.textContent = this.countValue > 99 ? "99+" : String(this.countValue)
    this.badgeTarget.hidden = this.countValue === 0
  }

  prepend(html) {
    if (this.hasListTarget) this.listTarget.insertAdjacentHTML("afterbegin", html)
  }

  markItemRead(id) {
    this.element.querySelector(`[data-notification-id="${id}"]`)?.classList.add("is-read")
  }
}
