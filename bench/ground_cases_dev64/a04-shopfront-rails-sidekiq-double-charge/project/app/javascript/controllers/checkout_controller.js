import { Controller } from "@hotwired/stimulus"

// Disables the Pay button as soon as the form is submitted, so a double click
// can't post the checkout twice.
export default class extends Controller {
  static targets = ["button"]

  submit() {
    this.buttonTarget.disabled = true
    this.buttonTarget.classList.add("is-loading")
  }

  // Turbo fires turbo:submit-end when the response arrives; only re-enable on a
  // failed submission (a success navigates away to the order page).
  submitEnd(event) {
    if (!event.detail.success) {
      this.reset()
    }
  }

  disconnect() {
    this.reset()
  }

  reset() {
    if (this.hasButtonTarget) {
      this.buttonTarget.disabled = false
      this.buttonTarget.classList.remove("is-loading")
    }
  }
}
