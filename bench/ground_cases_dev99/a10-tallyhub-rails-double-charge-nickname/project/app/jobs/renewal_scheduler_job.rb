# Runs every 10 minutes (config/sidekiq.yml) and enqueues one RenewalJob per subscription
# whose period has ended.
class RenewalSchedulerJob < ApplicationJob
  queue_as :billing

  BATCH = 500
  # spread the charges out so we don't hit Stripe's rate limit at the top of the hour
  SPREAD = 5.minutes

  def perform(now = Time.current)
    due = Subscription.due_for_renewal(now).order(:current_period_end)
    count = 0
    due.find_each(batch_size: BATCH) do |subscription|
      RenewalJob.set(wait: rand(SPREAD.to_i).seconds).perform_later(subscription.id)
      count += 1
    end
    Rails.logger.info("[renewals] enqueued #{count} renewal(s) due before #{now.iso8601}")
    count
  end

  # For the console: renew one subscription right now, without the queue.
  def self.renew_now!(subscription)
    RenewalJob.perform_now(subscription.id)
  end

  # For the console: what the next run would enqueue, without enqueuing anything.
  def self.preview(now = Time.current)
    Subscription.due_for_renewal(now).order(:current_period_end).pluck(:id, :current_period_end)
  end
end
