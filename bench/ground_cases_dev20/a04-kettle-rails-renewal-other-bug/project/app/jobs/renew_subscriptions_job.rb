class RenewSubscriptionsJob
  include Sidekiq::Job
  sidekiq_options queue: :billing, retry: 5

  BATCH = 200

  def perform
    renewed = failed = 0
    Subscription.due.includes(:plan, :account).find_each(batch_size: BATCH) do |subscription|
      result = SubscriptionRenewal.new(subscription).call
      case result.status
      when :renewed, :trial_converted then renewed += 1
      when :charge_failed
        failed += 1
        Rails.logger.warn("[renewal] charge failed sub=#{subscription.id} err=#{result.error}")
      end
    rescue StandardError => e
      failed += 1
      Rails.logger.error("[renewal] renewal crashed sub=#{subscription.id} #{e.class}: #{e.message}")
      Sentry.capture_exception(e) if defined?(Sentry)
    end
    Rails.logger.info("[renewal] run done renewed=#{renewed} failed=#{failed}")
  end
end
