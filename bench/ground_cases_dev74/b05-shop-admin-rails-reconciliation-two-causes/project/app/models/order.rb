class Order < ApplicationRecord
  enum :status, { pending: 0, paid: 1, refunded: 2, partially_refunded: 3, cancelled: 4 }

  validates :number, presence: true, uniqueness: true
  validates :total, numericality: { only_integer: true, greater_than_or_equal_to: 0 }

  scope :card, -> { where(payment_method: "card") }
  scope :paid_between, ->(from, to) { where(paid_at: from...to) }

  def refunded_amount
    refunds_total || 0
  end

  def net_total
    total - refunded_amount
  end
end
