class Reservation < ApplicationRecord
  # 全角の＠で入力されてもフォームで弾かない（問い合わせが多かったため）
  EMAIL_FORMAT = /\A[^@＠\s]+[@＠][^@＠\s]+\.[^@＠\s]+\z/

  belongs_to :table, optional: true

  before_validation :normalize_fields
  before_create :assign_token

  validates :guest_name, presence: true, length: { maximum: 60 }
  validates :guest_email, presence: true, format: { with: EMAIL_FORMAT }
  validates :party_size, numericality: { only_integer: true, in: 1..12 }
  validates :starts_at, presence: true

  scope :upcoming, -> { where("starts_at >= ?", Time.current) }

  def local_starts_at
    starts_at.in_time_zone("Asia/Tokyo")
  end

  private

  def normalize_fields
    self.guest_name = guest_name.to_s.strip
    self.guest_email = guest_email.to_s.strip.downcase
    self.phone = phone.to_s.tr("０-９－", "0-9-").delete("^0-9-")
  end

  def assign_token
    self.token ||= SecureRandom.urlsafe_base64(12)
  end
end
