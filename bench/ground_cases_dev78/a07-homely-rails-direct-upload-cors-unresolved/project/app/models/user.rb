class User < ApplicationRecord
  has_secure_password

  has_many :documents, dependent: :destroy
  has_one_attached :avatar do |attachable|
    attachable.variant :nav, resize_to_fill: [64, 64], format: :webp, preprocessed: true
  end

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :name, presence: true, length: { maximum: 80 }
  validate :avatar_size_and_type, if: -> { avatar.attached? }

  normalizes :email, with: ->(email) { email.strip.downcase }

  def initials
    name.split.map { |part| part[0] }.first(2).join.upcase
  end

  private

  AVATAR_TYPES = %w[image/png image/jpeg image/webp].freeze

  def avatar_size_and_type
    errors.add(:avatar, "must be a PNG, JPEG or WebP image") unless avatar.blob.content_type.in?(AVATAR_TYPES)
    errors.add(:avatar, "must be smaller than 5 MB") if avatar.blob.byte_size > 5.megabytes
  end
end
