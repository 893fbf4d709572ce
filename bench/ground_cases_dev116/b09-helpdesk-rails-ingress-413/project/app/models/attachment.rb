class Attachment < ApplicationRecord
  belongs_to :ticket
  has_one_attached :file

  validate :file_present
  validate :file_size_within_limit
  validate :file_type_allowed

  def thumbnail
    return unless file.attached? && file.variable?

    file.variant(resize_to_limit: [320, 320])
  end

  private

  def limits
    Rails.configuration.x.uploads
  end

  def file_present
    errors.add(:file, "を添付してください") unless file.attached?
  end

  def file_size_within_limit
    return unless file.attached?
    return if file.blob.byte_size <= limits.max_size

    errors.add(:file, "のサイズが大きすぎます（上限 #{limits.max_size / 1.megabyte}MB）")
  end

  def file_type_allowed
    return unless file.attached?
    return if limits.allowed_types.include?(file.blob.content_type)

    errors.add(:file, "の形式（#{file.blob.content_type}）はアップロードできません")
  end
end
