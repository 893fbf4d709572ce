# Renews one subscription whose current period has ended: charges the plan price and
# moves the period forward. Trials that end are converted without a charge; the first
# charge happens at the end of the first paid period.
class SubscriptionRenewal
  Result = Struct.new(:status, :subscription, :error, keyword_init: true)

  def initialize(subscription, gateway: PaymentGateway.new, clock: Time.zone)
    @subscription = subscription
    @gateway = gateway
    @clock = clock
  end

  def call
    return Result.new(status: :skipped, subscription: subscription) unless due?

    if in_trial?
      subscription.update!(status: "active", current_period_end: next_period_end)
      return Result.new(status: :trial_converted, subscription: subscription)
    end

    charge = gateway.charge(
      customer_id: subscription.account.stripe_customer_id,
      amount_cents: subscription.plan.price_cents,
      currency: subscription.plan.currency,
      idempotency_key: "renewal-#{subscription.id}-#{subscription.current_period_end.to_i}"
    )

    if charge.succeeded?
      subscription.update!(status: "active", current_period_end: next_period_end, failed_attempts: 0)
      Result.new(status: :renewed, subscription: subscription)
    else
      subscription.increment!(:failed_attempts)
      subscription.update!(status: "past_due") if subscription.failed_attempts >= 3
      Result.new(status: :charge_failed, subscription: subscription, error: charge.error_message)
    end
  end

  private

  attr_reader :subscription, :gateway, :clock

  def due?
    subscription.status.in?(%w[active trialing past_due]) && subscription.current_period_end <= clock.now
  end

  def in_trial?
    subscription.trial_ends_at.present? && subscription.trial_ends_at < clock.now
  end

  def next_period_end
    # count from the old period end, not from when the job ran, so the billing date never drifts
    subscription.current_period_end + subscription.plan.interval
  end
end
