class Coupon < ApplicationRecord
  belongs_to :campaign, optional: true
  has_many :redemptions, dependent: :restrict_with_error

  enum :discount_type, { amount: 0, percent: 1 }

  validates :code, presence: true, length: { maximum: 32 }
  validates :discount_value, numericality: { greater_than: 0 }
  validates :expires_on, presence: true
  validate :percent_within_range

  before_validation :normalize_code

  scope :active, -> { where("expires_on >= ?", Time.zone.today) }

  def usable_today?
    expires_on >= Time.zone.today && !exhausted?
  end

  def exhausted?
    usage_limit.present? && redemptions.count >= usage_limit
  end

  def discount_for(subtotal)
    return 0 unless usable_today?

    if percent?
      (subtotal * discount_value / 100).floor
    else
      [discount_value, subtotal].min
    end
  end

  private

  def normalize_code
    self.code = code.to_s.strip.upcase
  end

  def percent_within_range
    return unless percent?

    errors.add(:discount_value, "は100以下にしてください") if discount_value.to_i > 100
  end
end
