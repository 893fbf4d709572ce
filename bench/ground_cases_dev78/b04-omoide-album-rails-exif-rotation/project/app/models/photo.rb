class Photo < ApplicationRecord
  belongs_to :album
  has_one_attached :image do |attachable|
    attachable.variant :thumb, resize_to_fill: [320, 320], format: :jpeg
    attachable.variant :large, resize_to_limit: [1600, 1600], format: :jpeg
  end

  ACCEPTED_TYPES = %w[image/jpeg image/png image/webp image/heic image/heif].freeze
  MAX_SIZE = 15.megabytes

  validate :image_type_and_size
  before_save :sanitize_image, if: -> { attachment_changes["image"].present? }

  scope :recent, -> { order(taken_at: :desc, id: :desc) }

  def thumb_url
    Rails.application.routes.url_helpers.rails_representation_path(image.variant(:thumb), only_path: true)
  end

  private

  def image_type_and_size
    return errors.add(:image, "を選択してください") unless image.attached?

    unless ACCEPTED_TYPES.include?(image.blob.content_type)
      errors.add(:image, "はJPEG/PNG/WebP/HEICのみ対応しています")
    end
    errors.add(:image, "は15MBまでです") if image.blob.byte_size > MAX_SIZE
  end

  def sanitize_image
    PhotoSanitizer.new(image).call
  end
end
