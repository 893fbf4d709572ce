class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, {
    cart: "cart",
    pending_payment: "pending_payment",
    paid: "paid",
    payment_failed: "payment_failed",
    refunded: "refunded"
  }, default: :cart

  validates :currency, inclusion: { in: %w[eur usd gbp] }

  def total_cents
    line_items.sum("quantity * unit_price_cents")
  end

  def charge_pending?
    pending_payment? && updated_at > 10.minutes.ago
  end

  def mark_paid!(payment_intent_id)
    update!(status: :paid, stripe_payment_intent_id: payment_intent_id, paid_at: Time.current)
  end

  def mark_failed!(reason)
    update!(status: :payment_failed, failure_reason: reason)
  end

  def to_param
    number
  end
end
