import http from './http'

export interface UploadedFile {
  id: string
  url: string
  size: number
  contentType: string
}

/**
 * 上传图片到文件服务，返回 CDN 地址。
 * 后端限制：单个文件 10MB，只接受 jpg/png/webp。
 */
export async function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  const form = new FormData()
  form.append('file', file)
  form.append('kind', 'product-image')

  const { data } = await http.post<UploadedFile>('/files', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (e) => {
      if (onProgress && e.total) {
        onProgress(Math.round((e.loaded / e.total) * 100))
      }
    },
  })
  return data
}

export async function deleteFile(id: string): Promise<void> {
  await http.delete(`/files/${id}`)
}
