# frozen_string_literal: true

class Coupon < ApplicationRecord
  DISCOUNT_TYPES = %w[percent fixed].freeze

  belongs_to :campaign, optional: true
  has_many :redemptions, class_name: "CouponRedemption", dependent: :restrict_with_error

  validates :code, presence: true, uniqueness: { case_sensitive: false }
  validates :discount_type, inclusion: { in: DISCOUNT_TYPES }
  validates :amount, numericality: { greater_than: 0 }
  validates :usage_limit, numericality: { only_integer: true, greater_than: 0 }, allow_nil: true

  before_validation :normalize_code

  scope :enabled, -> { where(disabled_at: nil) }

  def self.lookup(raw)
    enabled.find_by(code: raw.to_s.strip.upcase)
  end

  # A coupon can be used from starts_at until the end of its last day.
  def usable?(at: Time.current)
    return false if disabled_at.present?
    return false if starts_at.present? && at < starts_at
    return false if expires_at.present? && at > expires_at
    return false if usage_limit.present? && redemptions.count >= usage_limit

    true
  end

  def discount_for(subtotal)
    return 0 unless subtotal.positive?

    value = discount_type == "percent" ? (subtotal * amount / 100) : amount
    [value, subtotal].min.round(2)
  end

  def remaining_uses
    return nil if usage_limit.nil?

    [usage_limit - redemptions.count, 0].max
  end

  private

  def normalize_code
    self.code = code.to_s.strip.upcase
  end
end
