class Account < ApplicationRecord
  CURRENCIES = %w[EUR USD GBP CHF SEK].freeze
  PLANS = %w[starter growth enterprise].freeze

  has_many :orders, dependent: :restrict_with_error

  validates :name, presence: true
  validates :default_currency, inclusion: { in: CURRENCIES }
  validates :plan, inclusion: { in: PLANS }

  def enterprise?
    plan == "enterprise"
  end

  def order_number_prefix
    name.gsub(/[^A-Za-z]/, "").first(3).upcase
  end

  def next_order_number
    seq = orders.maximum(:id).to_i + 1
    format("%<prefix>s-%<seq>06d", prefix: order_number_prefix, seq: seq)
  end

  def open_orders_count
    orders.where(status: %w[pending paid]).count
  end
end
