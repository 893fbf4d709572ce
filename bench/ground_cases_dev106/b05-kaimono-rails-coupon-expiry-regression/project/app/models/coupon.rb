class Coupon < ApplicationRecord
  has_many :redemptions, dependent: :restrict_with_error

  validates :code, presence: true, uniqueness: { case_sensitive: false }
  validates :discount_percent, numericality: { only_integer: true, in: 1..100 }
  validates :min_total, numericality: { greater_than_or_equal_to: 0 }, allow_nil: true

  before_validation :normalize_code

  scope :active, -> { where(active: true) }

  def self.find_by_code(code)
    find_by(code: code.to_s.strip.upcase)
  end

  # 有効期限 (expires_on) は「その日の終わりまで使える」
  def usable?(user, total:, at: Time.current)
    CouponValidator.new(self, user: user, total: total, at: at).valid?
  end

  def discount_for(total)
    (total * discount_percent / 100.0).floor
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
