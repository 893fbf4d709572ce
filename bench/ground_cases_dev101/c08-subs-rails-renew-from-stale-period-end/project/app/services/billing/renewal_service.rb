module Billing
  # Charges the saved card and renews the subscription. Called by RenewSubscriptionsJob
  # for subscriptions due in the next day, and by the "renew now" button.
  class RenewalService
    Result = Struct.new(:ok, :error, keyword_init: true)

    def self.call(subscription, **options)
      new(**options).call(subscription)
    end

    def initialize(gateway: Billing::Gateway.new)
      @gateway = gateway
    end

    def call(subscription)
      return Result.new(ok: false, error: :cancelled) if subscription.status_cancelled?

      charge = @gateway.charge(
        customer_id: subscription.user.gateway_customer_id,
        amount_cents: subscription.plan.price_cents,
        idempotency_key: "renew-#{subscription.id}-#{subscription.period_end.to_i}"
      )
      return Result.new(ok: false, error: charge.error_code) unless charge.success?

      subscription.renew!(paid_at: charge.paid_at)
      BillingMailer.with(subscription: subscription, charge_id: charge.id).receipt.deliver_later
      Result.new(ok: true)
    rescue Billing::Gateway::NetworkError => e
      Rails.logger.warn("[RenewalService] subscription=#{subscription.id} #{e.message}")
      Result.new(ok: false, error: :network)
    end
  end
end
