class Order < ApplicationRecord
  belongs_to :seller
  has_many :refunds

  STATUSES = %w[pending paid cancelled].freeze

  validates :status, inclusion: { in: STATUSES }
  validates :amount_cents, numericality: { only_integer: true, greater_than: 0 }

  def paid?
    status == "paid"
  end

  def refunded_cents
    refunds.succeeded.sum(:amount_cents)
  end
end
