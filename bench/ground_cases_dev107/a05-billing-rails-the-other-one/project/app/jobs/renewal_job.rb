class RenewalJob < ApplicationJob
  queue_as :billing

  def perform(today = Date.current)
    Subscription.due_on(today).find_each do |subscription|
      next unless subscription.trial_over?(today)

      renew(subscription)
    rescue Payments::CardDeclined => e
      subscription.update!(past_due_since: today)
      BillingMailer.card_declined(subscription, e.message).deliver_later
    end
  end

  private

  def renew(subscription)
    pricing = RenewalPricing.new(subscription)
    Rails.logger.info(
      "[RenewalJob] charging subscription=#{subscription.id} account=#{subscription.account_id} " \
      "amount_cents=#{pricing.price_cents} description=#{pricing.description.inspect}"
    )
    charge = Payments.charge(
      customer: subscription.account.stripe_customer_id,
      amount_cents: pricing.price_cents,
      description: pricing.description,
      idempotency_key: "renewal-#{subscription.id}-#{subscription.renews_on}"
    )
    subscription.transaction do
      subscription.update!(renews_on: pricing.next_renewal_date, last_charge_id: charge.id)
      subscription.apply_pending_change!
    end
  end
end
