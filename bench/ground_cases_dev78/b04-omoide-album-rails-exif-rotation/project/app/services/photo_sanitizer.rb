# 位置情報などのメタデータを落としてから保存する（プライバシー対応, 2024-11）
class PhotoSanitizer
  def initialize(attachment)
    @attachment = attachment
  end

  def call
    change = @attachment.record.attachment_changes[@attachment.name]
    return unless change

    io = change.attachable.is_a?(Hash) ? change.attachable[:io] : change.attachable
    path = io.respond_to?(:tempfile) ? io.tempfile.path : io.path
    image = MiniMagick::Image.open(path)
    image.strip
    image.write(path)
  rescue MiniMagick::Error => e
    Rails.logger.warn("[PhotoSanitizer] skipped: #{e.message}")
  end
end
