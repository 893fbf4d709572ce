class Listing < ApplicationRecord
  MAX_PHOTOS = 20
  PHOTO_TYPES = %w[image/jpeg image/png image/webp].freeze

  belongs_to :agent
  has_many_attached :photos do |attachable|
    attachable.variant :thumb, resize_to_limit: [400, 300], preprocessed: true
    attachable.variant :large, resize_to_limit: [1600, 1200]
  end

  validates :title, presence: true, length: { maximum: 80 }
  validates :rent, numericality: { greater_than: 0 }
  validate :photos_are_images
  validate :photo_count_within_limit

  scope :published, -> { where(published: true) }

  private

  def photos_are_images
    photos.each do |photo|
      next if PHOTO_TYPES.include?(photo.blob.content_type)

      errors.add(:photos, "は JPEG / PNG / WebP のみアップロードできます")
    end
  end

  def photo_count_within_limit
    return if photos.size <= MAX_PHOTOS

    errors.add(:photos, "は #{MAX_PHOTOS} 枚までです")
  end
end
