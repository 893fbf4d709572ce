class Coupon < ApplicationRecord
  has_many :redemptions, class_name: "CouponRedemption", dependent: :destroy

  enum :kind, { fixed: 0, percent: 1 }

  validates :code, presence: true, uniqueness: { case_sensitive: false }
  validates :amount, numericality: { greater_than: 0 }
  validates :min_subtotal, numericality: { greater_than_or_equal_to: 0 }
  validates :max_redemptions, numericality: { greater_than: 0 }

  before_validation { self.code = code.to_s.strip.upcase }

  scope :active, -> { where("expires_at IS NULL OR expires_at > ?", Time.current) }

  def expired?(now = Time.current)
    expires_at.present? && expires_at <= now
  end

  def discount_for(subtotal)
    if percent?
      (subtotal * amount / 100.0).floor
    else
      [amount, subtotal].min
    end
  end

  def usable_by?(user)
    !redemptions.exists?(user_id: user.id)
  end

  def redemptions_count
    redemptions.count
  end

  def to_s
    "#{code} (#{percent? ? "#{amount}%" : "¥#{amount}"})"
  end
end
