# Charges every subscription whose renewal date has passed. Run hourly by
# RenewalJob (config/recurring.yml).
class RenewalService
  MAX_FAILED_ATTEMPTS = 4

  def initialize(gateway: Billing::StripeGateway.new, now: Time.current, logger: Rails.logger)
    @gateway = gateway
    @now = now
    @logger = logger
  end

  def call
    due_subscriptions.find_each do |subscription|
      renew(subscription)
    end
  end

  private

  attr_reader :gateway, :now, :logger

  def due_subscriptions
    Subscription.active_or_past_due.where("renews_at <= ?", now).includes(:plan, :account)
  end

  def renew(subscription)
    charge = gateway.charge(
      customer: subscription.account.stripe_customer_id,
      amount_cents: subscription.price_cents,
      currency: subscription.currency,
      idempotency_key: "renewal-#{subscription.id}-#{subscription.renews_at.to_i}"
    )
    subscription.charges.create!(amount_cents: charge.amount, gateway_id: charge.id, status: "succeeded")
    subscription.advance!
    logger.info("renewed subscription #{subscription.id} until #{subscription.renews_at}")
  rescue Billing::CardDeclined => e
    subscription.mark_past_due!
    logger.warn("renewal of #{subscription.id} declined: #{e.message}")
    subscription.end! if subscription.failed_attempts >= MAX_FAILED_ATTEMPTS
  end
end
