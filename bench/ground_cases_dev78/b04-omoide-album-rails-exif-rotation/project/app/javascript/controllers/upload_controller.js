import { Controller } from "@hotwired/stimulus"

// 送信前に長辺2400pxまで縮小してから送る（モバイル回線対策）
export default class extends Controller {
  static targets = ["input", "preview"]
  static values = { maxEdge: { type: Number, default: 2400 } }

  async resize(event) {
    const file = this.inputTarget.files[0]
    if (!file || !file.type.startsWith("image/")) return

    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, this.maxEdgeValue / Math.max(bitmap.width, bitmap.height))
    if (scale === 1) return

    const canvas = document.createElement("canvas")
    canvas.width = Math.round(bitmap.width * scale)
    canvas.height = Math.round(bitmap.height * scale)
    canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height)

    const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85))
    const resized = new File([blob], file.name.replace(/\.\w+$/, ".jpg"), { type: "image/jpeg" })
    const transfer = new DataTransfer()
    transfer.items.add(resized)
    this.inputTarget.files = transfer.files
    this.previewTarget.src = URL.createObjectURL(resized)
  }
}
