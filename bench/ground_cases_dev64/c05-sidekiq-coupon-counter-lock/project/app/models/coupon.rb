class Coupon < ApplicationRecord
  has_many :redemptions, dependent: :restrict_with_error

  scope :active, -> { where(state: "active") }
  scope :past_due, -> { active.where("expires_at <= ?", Time.current) }

  validates :code, presence: true, uniqueness: true
  validates :max_redemptions, numericality: { greater_than: 0 }

  def exhausted?
    redeemed_count >= max_redemptions
  end

  def expire!
    update!(state: "expired", expired_at: Time.current)
  end

  def remaining
    [max_redemptions - redeemed_count, 0].max
  end

  # Atomically takes one slot; false when the coupon is already exhausted.
  def claim_slot!
    taken = Coupon.where(id: id).where("redeemed_count < max_redemptions")
                  .update_all("redeemed_count = redeemed_count + 1")
    taken == 1
  end

  def as_dashboard_json
    {
      code: code,
      redeemed: redeemed_count,
      remaining: remaining,
      expires_at: expires_at&.iso8601,
    }
  end
end
