class Coupon < ApplicationRecord
  KINDS = %w[percent fixed].freeze

  has_many :orders

  validates :code, presence: true, uniqueness: { case_sensitive: false }
  validates :kind, inclusion: { in: KINDS }
  validates :value, numericality: { greater_than: 0 }
  validate :percent_not_over_100

  before_save { self.code = code.upcase.strip }

  scope :active, -> { where(disabled_at: nil).where("expires_at IS NULL OR expires_at > ?", Time.current) }

  def self.lookup(code)
    active.find_by(code: code.to_s.upcase.strip)
  end

  # value is a percentage (e.g. 15 = 15%) for percent coupons, cents for fixed ones
  def discount_cents(subtotal_cents)
    raw = if kind == "percent"
            (subtotal_cents * value / 100.0).to_i
          else
            value.to_i
          end
    [raw, subtotal_cents].min
  end

  private

  def percent_not_over_100
    errors.add(:value, "must be at most 100 for percent coupons") if kind == "percent" && value.to_f > 100
  end
end
