import { Controller } from "@hotwired/stimulus"

// Keeps a quantity input within [min, max] and shows the line total next to it.
// Used on the product page (buy box) and on every cart line.
export default class extends Controller {
  static targets = ["field", "total"]
  static values = { unitPrice: Number, min: { type: Number, default: 1 }, max: { type: Number, default: 99 } }

  connect() {
    this.recalc()
  }

  increment() {
    this.fieldTarget.value = Math.min(this.current + 1, this.maxValue)
    this.recalc()
  }

  decrement() {
    this.fieldTarget.value = Math.max(this.current - 1, this.minValue)
    this.recalc()
  }

  recalc() {
    const qty = this.current
    if (this.hasTotalTarget) {
      this.totalTarget.textContent = this.format(qty * this.unitPriceValue)
    }
    this.dispatch("changed", { detail: { quantity: qty } })
  }

  get current() {
    const n = Number.parseInt(this.fieldTarget.value, 10)
    if (Number.isNaN(n)) return this.minValue
    return Math.min(Math.max(n, this.minValue), this.maxValue)
  }

  format(amount) {
    const locale = document.documentElement.lang || "en"
    return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(amount)
  }
}
