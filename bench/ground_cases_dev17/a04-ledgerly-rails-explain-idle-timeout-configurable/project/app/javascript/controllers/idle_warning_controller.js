import { Controller } from "@hotwired/stimulus"

// Shows the "you'll be signed out soon" dialog and keeps the session alive
// on request. Timing comes from data attributes the layout renders.
export default class extends Controller {
  static targets = ["dialog"]
  static values = { timeout: Number, warnBefore: Number, keepaliveUrl: String }

  connect() {
    this.schedule()
  }

  disconnect() {
    clearTimeout(this.warnTimer)
    clearTimeout(this.logoutTimer)
  }

  schedule() {
    clearTimeout(this.warnTimer)
    clearTimeout(this.logoutTimer)
    const warnIn = (this.timeoutValue - this.warnBeforeValue) * 1000
    this.warnTimer = setTimeout(() => this.dialogTarget.showModal(), warnIn)
    this.logoutTimer = setTimeout(() => window.location.reload(), this.timeoutValue * 1000 + 1000)
  }

  async stay() {
    const token = document.querySelector("meta[name=csrf-token]").content
    const response = await fetch(this.keepaliveUrlValue, {
      method: "POST",
      headers: { "X-CSRF-Token": token, Accept: "application/json" },
    })
    if (response.ok) {
      this.dialogTarget.close()
      this.schedule()
    } else {
      window.location.reload()
    }
  }
}
