# Charges every subscription whose period has ended, retries past-due ones during the
# grace period and expires them after it. Run once a day by RenewalJob.
class RenewalService
  Result = Struct.new(:renewed, :failed, :expired, :skipped, keyword_init: true)

  def initialize(gateway: PaymentGateway.new, now: Time.current, logger: Rails.logger)
    @gateway = gateway
    @now = now
    @logger = logger
  end

  def call
    result = Result.new(renewed: 0, failed: 0, expired: 0, skipped: 0)

    Subscription.due_for_renewal(@now).includes(:plan, :account).find_each do |sub|
      if sub.in_trial?(@now)
        result.skipped += 1
        next
      end

      charge(sub, result)
    end

    Subscription.retryable.includes(:plan, :account).find_each do |sub|
      if sub.grace_expired?(@now)
        sub.expire!(@now)
        result.expired += 1
      else
        charge(sub, result)
      end
    end

    @logger.info("[renewal] #{result.to_h}")
    result
  end

  private

  def charge(sub, result)
    amount = sub.plan.price_cents
    payment = @gateway.charge(sub.account.payment_method_id, amount,
                              idempotency_key: "renew-#{sub.id}-#{sub.current_period_end.to_i}")
    if payment.success?
      Invoice.create!(subscription: sub, amount_cents: amount, paid_at: @now, gateway_ref: payment.id)
      sub.renew!(@now)
      result.renewed += 1
    else
      sub.mark_past_due!(@now) unless sub.past_due?
      @logger.warn("[renewal] charge failed sub=#{sub.id} reason=#{payment.error_code}")
      result.failed += 1
    end
  end
end
