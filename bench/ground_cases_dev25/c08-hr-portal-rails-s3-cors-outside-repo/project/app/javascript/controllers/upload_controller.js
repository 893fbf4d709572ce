import { Controller } from "@hotwired/stimulus"
import { DirectUpload } from "@rails/activestorage"

// data-controller="upload"
// <input type="file" data-upload-target="input" data-action="change->upload#pick"
//        data-direct-upload-url="/rails/active_storage/direct_uploads">
export default class extends Controller {
  static targets = ["input", "progress", "hidden", "error"]

  pick() {
    const file = this.inputTarget.files[0]
    if (!file) return
    this.errorTarget.textContent = ""
    this.progressTarget.value = 0

    const url = this.inputTarget.dataset.directUploadUrl
    const upload = new DirectUpload(file, url, this)
    upload.create((error, blob) => {
      if (error) {
        console.error("direct upload failed", error)
        this.errorTarget.textContent = "上传失败,请稍后重试"
        return
      }
      this.hiddenTarget.value = blob.signed_id
    })
  }

  // DirectUpload delegate: progress of the PUT to S3
  directUploadWillStoreFileWithXHR(request) {
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) {
        this.progressTarget.value = Math.round((event.loaded / event.total) * 100)
      }
    })
  }
}
