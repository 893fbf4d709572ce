import { Controller } from "@hotwired/stimulus"

// Disables the submit button while the form is being sent and shows a spinner.
export default class extends Controller {
  static targets = ["submit", "spinner"]

  connect() {
    this.element.addEventListener("turbo:submit-start", this.lock)
    this.element.addEventListener("turbo:submit-end", this.unlock)
  }

  disconnect() {
    this.element.removeEventListener("turbo:submit-start", this.lock)
    this.element.removeEventListener("turbo:submit-end", this.unlock)
  }

  lock = () => {
    this.spinnerTarget.hidden = false
  }

  unlock = () => {
    this.submitTarget.disabled = false
    this.spinnerTarget.hidden = true
  }
}
