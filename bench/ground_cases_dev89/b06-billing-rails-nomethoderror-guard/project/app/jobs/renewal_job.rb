class RenewalJob
  include Sidekiq::Job
  sidekiq_options queue: :billing, retry: 5

  def perform(subscription_id)
    subscription = Subscription.find(subscription_id)
    next_end = Billing::Renewal.new(subscription).call
    return if next_end.nil?

    notify(subscription, next_end)
  end

  private

  def notify(subscription, next_end)
    BillingMailer.with(
      subscription: subscription,
      to: subscription.user.email,
      next_billing_on: next_end
    ).renewal_notice.deliver_later
  end
end
