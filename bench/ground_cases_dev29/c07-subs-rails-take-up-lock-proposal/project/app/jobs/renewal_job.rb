class RenewalJob < ApplicationJob
  queue_as :billing

  # Runs from sidekiq-cron (config/schedule.yml). Sidekiq retries a failed job
  # up to 25 times, so a crash halfway through runs the whole batch again.
  def perform
    renewed = failed = 0
    Subscription.due_for_renewal.includes(:user, :plan).find_each do |sub|
      if sub.renew!
        renewed += 1
      else
        failed += 1
      end
    end
    Rails.logger.info("[RenewalJob] renewed=#{renewed} failed=#{failed}")
  end
end
