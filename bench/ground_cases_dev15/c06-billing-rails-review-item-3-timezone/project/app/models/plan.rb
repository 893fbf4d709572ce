class Plan < ApplicationRecord
  INTERVALS = { "month" => 1.month, "quarter" => 3.months, "year" => 1.year }.freeze

  has_many :subscriptions, dependent: :restrict_with_error

  validates :name, presence: true
  validates :price_cents, numericality: { only_integer: true, greater_than: 0 }
  validates :interval_unit, inclusion: { in: INTERVALS.keys }

  scope :public_plans, -> { where(public: true).order(:price_cents) }

  def interval
    INTERVALS.fetch(interval_unit)
  end

  def price
    price_cents / 100.0
  end

  def monthly_price_cents
    case interval_unit
    when "month" then price_cents
    when "quarter" then (price_cents / 3.0).round
    when "year" then (price_cents / 12.0).round
    end
  end

  def to_s
    "#{name} (#{interval_unit})"
  end
end
