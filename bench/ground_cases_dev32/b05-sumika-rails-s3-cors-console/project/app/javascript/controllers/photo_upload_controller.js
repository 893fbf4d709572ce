import { Controller } from "@hotwired/stimulus"
import { DirectUpload } from "@rails/activestorage"

// Uploads each chosen photo straight to storage and adds a hidden field with
// the blob's signed id, so the form submit only carries ids.
export default class extends Controller {
  static targets = ["input", "list", "error"]
  static values = { url: String }

  choose() {
    this.errorTarget.textContent = ""
    Array.from(this.inputTarget.files).forEach((file) => this.upload(file))
    this.inputTarget.value = null
  }

  upload(file) {
    const item = document.createElement("li")
    item.textContent = `${file.name} をアップロード中…`
    this.listTarget.appendChild(item)

    const upload = new DirectUpload(file, this.urlValue, this)
    upload.create((error, blob) => {
      if (error) {
        item.remove()
        this.errorTarget.textContent = `アップロードに失敗しました: ${error}`
        return
      }
      const hidden = document.createElement("input")
      hidden.type = "hidden"
      hidden.name = this.inputTarget.name
      hidden.value = blob.signed_id
      this.element.appendChild(hidden)
      item.textContent = file.name
    })
  }

  directUploadWillStoreFileWithXHR(request) {
    request.upload.addEventListener("progress", (event) => {
      const percent = Math.round((event.loaded / event.total) * 100)
      this.listTarget.lastElementChild.textContent = `アップロード中… ${percent}%`
    })
  }
}
