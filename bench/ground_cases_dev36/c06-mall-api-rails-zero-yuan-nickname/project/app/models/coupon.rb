class Coupon < ApplicationRecord
  KINDS = %w[amount_off percent_off].freeze

  belongs_to :user, optional: true
  has_and_belongs_to_many :orders

  validates :code, presence: true, uniqueness: true
  validates :kind, inclusion: { in: KINDS }
  validates :threshold_cents, numericality: { greater_than_or_equal_to: 0 }
  validates :value, numericality: { greater_than: 0 }

  scope :active, -> { where(disabled_at: nil) }

  # 对给定金额（分）能优惠多少（分）。
  # amount_off:  value 是减免金额（分），比如 5000 表示减 50 元
  # percent_off: value 是折后百分比，比如 80 表示 8 折
  def discount_for(amount_cents)
    case kind
    when "amount_off" then [value, amount_cents].min
    when "percent_off" then (amount_cents * (100 - value) / 100.0).round
    else 0
    end
  end

  def usable?(at = Time.current)
    disabled_at.nil? &&
      (starts_at.nil? || starts_at <= at) &&
      (ends_at.nil? || at <= ends_at)
  end

  def label
    case kind
    when "amount_off" then "满#{threshold_cents / 100}减#{value / 100}"
    when "percent_off" then "#{value / 10.0}折"
    end
  end
end
