class RenewalJob
  include Sidekiq::Job
  sidekiq_options queue: :billing, retry: 0

  def perform
    result = SubscriptionRenewal.new.call
    Rails.logger.info("renewal: #{result.renewed.size} renewed, #{result.failed.size} failed")
    RenewalMailer.summary(result).deliver_later
  end
end
