class Plan < ApplicationRecord
  INTERVALS = %w[month quarter year].freeze

  has_many :subscriptions, dependent: :restrict_with_error

  validates :name, presence: true
  validates :interval_unit, inclusion: { in: INTERVALS }
  validates :price_cents, numericality: { only_integer: true, greater_than: 0 }

  scope :visible, -> { where(archived: false).order(:price_cents) }

  def interval
    case interval_unit
    when "month" then 1.month
    when "quarter" then 3.months
    when "year" then 1.year
    end
  end

  def price
    price_cents / 100.0
  end

  def monthly_price_cents
    months = { "month" => 1, "quarter" => 3, "year" => 12 }.fetch(interval_unit)
    (price_cents.to_f / months).round
  end

  def display_name
    label = { "month" => "月付", "quarter" => "季付", "year" => "年付" }.fetch(interval_unit)
    "#{name}（#{label}）"
  end
end
