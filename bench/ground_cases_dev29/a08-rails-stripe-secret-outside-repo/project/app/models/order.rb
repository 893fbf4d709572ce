class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, { pending: "pending", paid: "paid", failed: "failed", refunded: "refunded" }, default: "pending"

  validates :currency, inclusion: { in: %w[EUR CHF] }

  def payment_failed!
    update!(status: "failed") if pending?
  end

  def refunded!
    update!(status: "refunded") if paid?
  end

  def total_cents
    line_items.sum("unit_price_cents * quantity")
  end
end
