# Charges every subscription whose period ends today (or earlier) and moves it to the next period.
# Run once a day by RenewSubscriptionsJob.
class SubscriptionRenewal
  Result = Struct.new(:renewed, :failed, keyword_init: true)

  def initialize(gateway: PaymentGateway.new, logger: Rails.logger)
    @gateway = gateway
    @logger = logger
  end

  def call
    renewed = 0
    failed = 0
    due_subscriptions.find_each do |subscription|
      if renew(subscription)
        renewed += 1
      else
        failed += 1
      end
    end
    Result.new(renewed: renewed, failed: failed)
  end

  private

  def due_subscriptions
    Subscription.active
                .includes(:plan)
                .where("current_period_end <= ?", Date.today)
  end

  def renew(subscription)
    amount = subscription.plan.price_cents
    charge = @gateway.charge(
      customer_id: subscription.customer_id,
      amount_cents: amount,
      idempotency_key: "renew-#{subscription.id}-#{subscription.current_period_end}"
    )
    subscription.update!(current_period_end: subscription.current_period_end + subscription.plan.interval)
    subscription.payments.create!(amount_cents: amount, gateway_charge_id: charge.id)
    true
  rescue => e
    @logger.error("renewal failed for subscription #{subscription.id}: #{e.message}")
    false
  end
end
