class Attachment < ApplicationRecord
  belongs_to :comment
  has_one_attached :file do |attachable|
    attachable.variant :thumb, resize_to_fill: [160, 160]
    attachable.variant :preview, resize_to_limit: [640, 640]
  end

  MAX_SIZE = 20.megabytes
  IMAGE_TYPES = %w[image/png image/jpeg image/gif image/webp].freeze

  validate :file_size_and_type

  def image?
    file.attached? && IMAGE_TYPES.include?(file.content_type)
  end

  def preview_url
    return nil unless image?

    Rails.application.routes.url_helpers.rails_representation_url(file.variant(:preview), only_path: true)
  end

  private

  def file_size_and_type
    return unless file.attached?

    errors.add(:file, "不能超过 20MB") if file.byte_size > MAX_SIZE
  end
end
