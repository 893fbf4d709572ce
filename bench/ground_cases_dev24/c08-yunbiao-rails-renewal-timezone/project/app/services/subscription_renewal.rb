# Charges and extends every subscription that is due. Runs daily from RenewalJob.
class SubscriptionRenewal
  Result = Struct.new(:renewed, :failed, keyword_init: true)

  def initialize(gateway: PaymentGateway.new, logger: Rails.logger)
    @gateway = gateway
    @logger = logger
  end

  def call
    renewed = []
    failed = []

    Subscription.due_for_renewal.includes(:account, :plan).find_each do |sub|
      key = "renew-#{sub.id}-#{sub.renewal_date}"
      charge = @gateway.charge(sub.account, sub.amount_cents, idempotency_key: key)

      if charge.success?
        sub.update!(renews_on: sub.renewal_date.next_month, status: "active")
        renewed << sub.id
      else
        sub.update!(status: "past_due")
        failed << sub.id
        @logger.warn("renewal failed for subscription #{sub.id}: #{charge.error}")
      end
    end

    Result.new(renewed: renewed, failed: failed)
  end
end
