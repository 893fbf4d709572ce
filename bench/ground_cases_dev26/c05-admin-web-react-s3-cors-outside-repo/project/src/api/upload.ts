import axios from 'axios'
import { http } from './http'

export interface PresignResult {
  url: string
  key: string
  headers: Record<string, string>
}

const UPLOAD_TIMEOUT_MS = 60_000

/** Asks the API for a presigned PUT URL for a file of this type and size. */
export async function presign(kind: 'avatar' | 'attachment', file: File): Promise<PresignResult> {
  const { data } = await http.post<PresignResult>('/v1/uploads/presign', {
    kind,
    contentType: file.type,
    size: file.size,
  })
  return data
}

/**
 * Uploads straight to S3 with the presigned URL (the browser talks to the bucket,
 * not to our API), and returns the object key to save on the user.
 */
export async function uploadToS3(
  kind: 'avatar' | 'attachment',
  file: File,
  onProgress?: (percent: number) => void,
): Promise<string> {
  const signed = await presign(kind, file)
  await axios.put(signed.url, file, {
    headers: { ...signed.headers, 'Content-Type': file.type },
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (e) => {
      if (e.total && onProgress) onProgress(Math.round((e.loaded / e.total) * 100))
    },
  })
  return signed.key
}
