# Applies Stripe webhook events to our records. Each handler must be safe to run twice:
# Stripe delivers events at least once.
class StripeEventHandler
  HANDLED = %w[
    payment_intent.succeeded
    invoice.payment_failed
    charge.refunded
    customer.subscription.deleted
  ].freeze

  def self.call(event)
    new(event).call
  end

  def initialize(event)
    @event = event
    @object = event.data.object
  end

  def call
    return :ignored unless HANDLED.include?(@event.type)

    send("handle_#{@event.type.tr('.', '_')}")
    :handled
  end

  private

  def handle_payment_intent_succeeded
    payment = Payment.find_by(stripe_payment_intent_id: @object.id)
    payment&.update!(status: "succeeded", succeeded_at: Time.zone.at(@object.created))
  end

  def handle_invoice_payment_failed
    subscription = Subscription.find_by(stripe_subscription_id: @object.subscription)
    return if subscription.nil? || subscription.past_due? || subscription.canceled?

    message = @object.last_finalization_error&.message || @object.dig(:last_payment_error, :message) || "payment failed"
    subscription.mark_past_due!(message)
    SubscriptionMailer.with(subscription: subscription).payment_failed.deliver_later
  end

  def handle_charge_refunded
    payment = Payment.find_by(stripe_payment_intent_id: @object.payment_intent)
    payment&.update!(refunded_cents: @object.amount_refunded)
  end

  def handle_customer_subscription_deleted
    Subscription.find_by(stripe_subscription_id: @object.id)&.cancel!(at_period_end: false)
  end
end
