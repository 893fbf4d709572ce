module Billing
  class Renewal
    class PaymentFailed < StandardError; end

    def initialize(subscription, gateway: PaymentGateway.new)
      @subscription = subscription
      @gateway = gateway
    end

    def call
      charge = @gateway.charge(
        customer: @subscription.account.gateway_customer_id,
        amount_cents: @subscription.plan.price_cents,
        idempotency_key: "renewal-#{@subscription.id}-#{@subscription.renews_on.iso8601}"
      )
      raise PaymentFailed, charge.error unless charge.success?

      @subscription.update!(renews_on: next_renewal_date, status: :active)
    rescue PaymentFailed
      @subscription.update!(status: :past_due)
      raise
    end

    def next_renewal_date
      if @subscription.monthly?
        @subscription.renews_on + 1.month
      else
        @subscription.renews_on + 365.days
      end
    end
  end
end
