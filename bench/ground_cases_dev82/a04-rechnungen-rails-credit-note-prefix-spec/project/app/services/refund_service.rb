# Refunds (part of) a paid invoice through Stripe and records it.
class RefundService
  Error = Class.new(StandardError)

  def initialize(invoice, stripe: Stripe::Refund)
    @invoice = invoice
    @stripe = stripe
  end

  def call(amount_cents:, reason: nil)
    raise Error, "invoice #{@invoice.number} is not paid" unless @invoice.paid?

    refund = @invoice.refunds.build(amount_cents: amount_cents, reason: reason, status: :pending)
    raise Error, refund.errors.full_messages.to_sentence unless refund.valid?

    result = @stripe.create(
      { payment_intent: @invoice.stripe_payment_intent_id, amount: amount_cents },
      { idempotency_key: "refund-#{@invoice.id}-#{@invoice.refunds.count + 1}" },
    )
    refund.update!(stripe_refund_id: result.id, status: result.status)
    CreditNote.create!(invoice: @invoice, refund: refund, amount_cents: amount_cents) unless refund.failed?
    refund
  end
end
