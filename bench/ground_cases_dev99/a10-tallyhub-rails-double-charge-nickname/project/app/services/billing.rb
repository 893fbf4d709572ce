# Thin wrapper around Stripe so jobs and controllers don't talk to the SDK directly.
module Billing
  class Error < StandardError; end
  class CardDeclined < Error; end
  # The request may or may not have reached Stripe; safe to retry with the same idempotency key.
  class GatewayTimeout < Error; end

  Payment = Struct.new(:id, :amount, :status, keyword_init: true)

  module_function

  def charge!(customer:, amount_cents:, currency:, description:, idempotency_key:)
    intent = Stripe::PaymentIntent.create(
      {
        amount: amount_cents,
        currency: currency.downcase,
        customer: customer.stripe_customer_id,
        payment_method: customer.default_payment_method_id,
        off_session: true,
        confirm: true,
        description: description
      },
      { idempotency_key: idempotency_key }
    )
    Payment.new(id: intent.id, amount: intent.amount, status: intent.status)
  rescue Stripe::CardError => e
    raise CardDeclined, e.message
  rescue Stripe::APIConnectionError, Net::ReadTimeout => e
    raise GatewayTimeout, e.message
  end

  def refund!(payment_intent_id, reason: "requested_by_customer")
    Stripe::Refund.create(payment_intent: payment_intent_id, reason: reason)
  end
end
