class RenewalJob < ApplicationJob
  queue_as :billing

  # A timeout can happen after Stripe has already charged the card; we retry those.
  retry_on Billing::GatewayTimeout, wait: :polynomially_longer, attempts: 5
  discard_on ActiveRecord::RecordNotFound

  def perform(subscription_id)
    subscription = Subscription.find(subscription_id)
    return unless subscription.active? || subscription.past_due?
    return if subscription.cancel_at_period_end?

    period_start = subscription.current_period_end
    period_end = period_start + subscription.interval_length
    # already renewed for this period (the scheduler can enqueue us twice)
    return if subscription.renewed_through.present? && subscription.renewed_through >= period_end

    charge_key = "renewal-#{subscription.id}-#{Time.current.to_i}"
    payment = Billing.charge!(
      customer: subscription.customer,
      amount_cents: subscription.price_cents,
      currency: subscription.currency,
      description: "#{subscription.plan_name} #{period_start.to_date} to #{period_end.to_date}",
      idempotency_key: charge_key
    )

    subscription.transaction do
      subscription.payments.create!(
        stripe_payment_intent_id: payment.id, amount_cents: payment.amount, period_start: period_start, period_end: period_end
      )
      subscription.update!(current_period_end: period_end, renewed_through: period_end, status: :active)
    end
    SubscriptionMailer.with(subscription: subscription, payment_id: payment.id).renewed.deliver_later
  rescue Billing::CardDeclined => e
    subscription.mark_past_due!(e.message)
    SubscriptionMailer.with(subscription: subscription).payment_failed.deliver_later
  end
end
