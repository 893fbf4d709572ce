class RenewalService
  Result = Struct.new(:subscription, :charge, :error, keyword_init: true)

  def initialize(gateway: PaymentGateway.new, logger: Rails.logger)
    @gateway = gateway
    @logger = logger
  end

  def renew(subscription)
    return Result.new(subscription: subscription) if subscription.in_trial?

    amount = subscription.renewal_price_cents
    charge = subscription.charges.create!(amount_cents: amount, status: :pending)
    response = @gateway.charge(subscription.user.payment_token, amount)

    if response.success?
      charge.update!(status: :paid, gateway_ref: response.reference)
      subscription.advance_period!
      Result.new(subscription: subscription, charge: charge)
    else
      charge.update!(status: :failed, failure_message: response.message)
      subscription.update!(status: :past_due)
      @logger.warn("renewal failed sub=#{subscription.id} msg=#{response.message}")
      Result.new(subscription: subscription, charge: charge, error: response.message)
    end
  end

  def renew_all(now = Time.current)
    Subscription.due_for_renewal(now).find_each.map { |sub| renew(sub) }
  end
end
