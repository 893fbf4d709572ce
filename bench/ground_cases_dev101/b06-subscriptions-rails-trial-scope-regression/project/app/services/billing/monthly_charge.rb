module Billing
  # Charges every subscription whose renewal date has come. Runs every morning
  # from MonthlyBillingJob; the idempotency key makes a re-run on the same day safe.
  class MonthlyCharge
    def self.call(date: Date.current)
      new(date).call
    end

    def initialize(date)
      @date = date
    end

    def call
      Subscription.due_for_renewal(@date).includes(:user, :plan).find_each.map do |subscription|
        charge(subscription)
      end
    end

    private

    def charge(subscription)
      result = PaymentGateway.charge(
        customer_id: subscription.user.payment_customer_id,
        amount: subscription.charge_amount,
        idempotency_key: "sub-#{subscription.id}-#{@date.iso8601}"
      )
      if result.success?
        subscription.renew!(@date)
        BillingMailer.with(subscription:, amount: result.amount).receipt.deliver_later
        :charged
      else
        subscription.mark_past_due!
        BillingMailer.with(subscription:).payment_failed.deliver_later
        :failed
      end
    end
  end
end
