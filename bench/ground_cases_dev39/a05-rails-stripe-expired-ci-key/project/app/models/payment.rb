class Payment < ApplicationRecord
  CURRENCIES = %w[EUR USD GBP CHF].freeze

  validates :stripe_charge_id, presence: true, uniqueness: true
  validates :amount_cents, numericality: { only_integer: true, greater_than: 0 }
  validates :refunded_cents, numericality: { only_integer: true, greater_than_or_equal_to: 0 }
  validates :currency, inclusion: { in: CURRENCIES }

  scope :in_month, ->(date) { where(charged_at: date.beginning_of_month..date.end_of_month) }
  scope :refunded, -> { where("refunded_cents > 0") }

  def net_cents
    amount_cents - refunded_cents
  end

  def fully_refunded?
    refunded_cents >= amount_cents
  end

  def amount
    Money.new(amount_cents, currency)
  end

  def net
    Money.new(net_cents, currency)
  end

  def self.monthly_net(date)
    in_month(date).group(:currency).sum("amount_cents - refunded_cents")
  end

  def to_s
    "#{stripe_charge_id} #{amount.format} (#{charged_at.to_date})"
  end
end
