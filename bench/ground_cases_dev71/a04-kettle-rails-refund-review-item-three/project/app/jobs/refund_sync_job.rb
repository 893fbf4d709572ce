class RefundSyncJob < ApplicationJob
  queue_as :payments
  retry_on Stripe::APIConnectionError, wait: :polynomially_longer, attempts: 8

  def perform(refund_id)
    refund = Refund.find(refund_id)
    return unless refund.state == "pending"

    stripe_refund = Stripe::Refund.create(
      payment_intent: refund.order.payment_intent_id,
      amount: refund.amount_cents,
      metadata: { order_number: refund.order.number, refund_id: refund.id }
    )
    refund.update!(state: "succeeded", stripe_refund_id: stripe_refund.id)
    RefundMailer.with(refund: refund).issued.deliver_later
  rescue Stripe::InvalidRequestError => e
    refund.update!(state: "failed", failure_message: e.message)
  end
end
