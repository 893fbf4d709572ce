import { useState } from 'react'
import { message, Upload, Avatar, Spin } from 'antd'
import { uploadToS3 } from '../api/upload'
import { updateProfile } from '../api/profile'

const MAX_MB = 5

export function AvatarUpload({ src, onChange }: { src?: string; onChange: (key: string) => void }) {
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState(0)

  async function handle(file: File) {
    if (file.size > MAX_MB * 1024 * 1024) {
      message.error(`头像不能超过 ${MAX_MB}MB`)
      return false
    }
    setBusy(true)
    try {
      const key = await uploadToS3('avatar', file, setProgress)
      await updateProfile({ avatarKey: key })
      onChange(key)
      message.success('头像已更新')
    } catch (e) {
      message.error('上传失败，请稍后重试')
      console.error(e)
    } finally {
      setBusy(false)
      setProgress(0)
    }
    return false
  }

  return (
    <Upload showUploadList={false} beforeUpload={handle} accept="image/*">
      <Spin spinning={busy} tip={progress ? `${progress}%` : undefined}>
        <Avatar size={96} src={src} />
      </Spin>
    </Upload>
  )
}
