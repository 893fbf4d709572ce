import { Controller } from "@hotwired/stimulus"
import { DirectUpload } from "@rails/activestorage"

// Uploads the picked receipt straight to storage, then puts the signed id
// into the hidden field so the form only posts a small string.
export default class extends Controller {
  static targets = ["input", "signedId", "progress", "error"]
  static values = { url: String }

  upload() {
    const file = this.inputTarget.files[0]
    if (!file) return

    this.errorTarget.hidden = true
    const upload = new DirectUpload(file, this.urlValue, this)
    upload.create((error, blob) => {
      if (error) {
        this.errorTarget.textContent = "アップロードに失敗しました。時間をおいて再度お試しください。"
        this.errorTarget.hidden = false
        console.error(error)
        return
      }
      this.signedIdTarget.value = blob.signed_id
    })
  }

  directUploadWillStoreFileWithXHR(request) {
    request.upload.addEventListener("progress", (event) => {
      const percent = Math.round((event.loaded / event.total) * 100)
      this.progressTarget.style.width = `${percent}%`
    })
  }
}
