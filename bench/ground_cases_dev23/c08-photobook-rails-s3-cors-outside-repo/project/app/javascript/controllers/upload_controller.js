import { Controller } from "@hotwired/stimulus"

// Connects to data-controller="upload"
export default class extends Controller {
  static targets = ["input", "progress", "keys"]

  async upload() {
    const files = Array.from(this.inputTarget.files)
    for (const file of files) {
      const { url, key } = await this.presign(file)
      const resp = await fetch(url, {
        method: "PUT",
        headers: { "Content-Type": file.type },
        body: file,
      })
      if (!resp.ok) {
        throw new Error(`upload failed: ${resp.status}`)
      }
      this.addKey(key)
    }
  }

  async presign(file) {
    const token = document.querySelector("meta[name='csrf-token']").content
    const resp = await fetch("/uploads/presign", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": token },
      body: JSON.stringify({ content_type: file.type, byte_size: file.size }),
    })
    if (!resp.ok) {
      throw new Error(`presign failed: ${resp.status}`)
    }
    return resp.json()
  }

  addKey(key) {
    const input = document.createElement("input")
    input.type = "hidden"
    input.name = "album[photo_keys][]"
    input.value = key
    this.keysTarget.appendChild(input)
  }
}
