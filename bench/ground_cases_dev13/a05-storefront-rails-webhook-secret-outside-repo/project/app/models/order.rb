# frozen_string_literal: true

class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, {
    pending: "pending",
    paid: "paid",
    shipped: "shipped",
    refund_pending: "refund_pending",
    refunded: "refunded",
    partially_refunded: "partially_refunded",
    cancelled: "cancelled"
  }, validate: true

  validates :total_cents, numericality: { greater_than_or_equal_to: 0 }

  def mark_paid!(payment_intent_id:)
    update!(status: :paid, payment_intent_id: payment_intent_id, paid_at: Time.current)
  end

  # Called from the Stripe webhook once Stripe confirms the refund.
  def record_refund!(amount_cents:, refunded_at:)
    new_status = amount_cents >= total_cents ? :refunded : :partially_refunded
    update!(status: new_status, refunded_cents: amount_cents, refunded_at: refunded_at)
  end

  # Staff click "Refund" in the admin; Stripe confirms later through the webhook.
  def request_refund!(by:)
    raise ArgumentError, "order #{id} is not paid" unless paid? || shipped?

    Stripe::Refund.create({ payment_intent: payment_intent_id }, { idempotency_key: "refund-#{id}" })
    update!(status: :refund_pending, refund_requested_by: by.email)
  end
end
