class Payout < ApplicationRecord
  has_many :balance_transactions, dependent: :destroy

  validates :stripe_id, presence: true, uniqueness: true
  validates :amount, numericality: { only_integer: true }

  scope :arrived_on, ->(date) { where(arrival_date: date) }

  def net_total
    balance_transactions.sum(:net)
  end

  def fee_total
    balance_transactions.sum(:fee)
  end

  def paid?
    status == "paid"
  end

  def formatted_amount
    ActiveSupport::NumberHelper.number_to_currency(amount, unit: "¥", precision: 0, format: "%u%n")
  end
end
