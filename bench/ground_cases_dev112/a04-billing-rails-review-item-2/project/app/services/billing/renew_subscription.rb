module Billing
  class RenewSubscription
    Result = Struct.new(:ok, :charge, :error, keyword_init: true)

    def initialize(subscription, gateway: Billing::Gateway.new)
      @subscription = subscription
      @gateway = gateway
    end

    def call
      return Result.new(ok: false, error: "not billable") unless @subscription.is_active?

      charge = @subscription.charges.create!(
        amount_cents: @subscription.amount_cents,
        currency: @subscription.plan.currency,
        status: "pending"
      )
      response = @gateway.charge(customer: @subscription.account.gateway_customer_id,
                                 amount_cents: charge.amount_cents,
                                 idempotency_key: "renew-#{@subscription.id}-#{@subscription.current_period_end}")
      if response.success?
        Subscription.transaction do
          charge.update!(status: "paid", gateway_ref: response.reference)
          @subscription.advance_period!
        end
        Result.new(ok: true, charge: charge)
      else
        charge.update!(status: "failed", failure_reason: response.message)
        @subscription.update!(status: :past_due)
        Result.new(ok: false, charge: charge, error: response.message)
      end
    end
  end
end
