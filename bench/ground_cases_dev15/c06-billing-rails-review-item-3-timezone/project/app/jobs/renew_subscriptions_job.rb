class RenewSubscriptionsJob < ApplicationJob
  queue_as :billing

  # Scheduled by sidekiq-cron at 01:00 Beijing time (see config/schedule.yml).
  def perform
    result = SubscriptionRenewal.new.call
    Rails.logger.info("renewal done: #{result.renewed} renewed, #{result.failed} failed")
    return if result.failed.zero?

    BillingMailer.renewal_failures(result.failed).deliver_later
  end
end
