import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["bar"]

  progress(event) {
    const { progress } = event.detail
    this.barTarget.value = Math.round(progress)
  }
}
