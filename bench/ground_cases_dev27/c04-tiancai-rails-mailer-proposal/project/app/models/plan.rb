class Plan < ApplicationRecord
  INTERVALS = %w[month year].freeze

  has_many :subscriptions, dependent: :restrict_with_error

  validates :name, presence: true
  validates :monthly_price_cents, :annual_price_cents,
            numericality: { greater_than_or_equal_to: 0, only_integer: true }

  # Price of one billing period of the given interval, in cents.
  def price_cents_for(interval)
    case interval.to_s
    when "month" then monthly_price_cents
    when "year" then annual_price_cents
    else raise ArgumentError, "unknown interval #{interval.inspect}"
    end
  end

  # What an annual plan costs per month, for the pricing page.
  def annual_monthly_equivalent_cents
    (annual_price_cents / 12.0).round
  end

  def annual_savings_percent
    return 0 if monthly_price_cents.zero?

    100 - (annual_price_cents * 100.0 / (monthly_price_cents * 12)).round
  end
end
