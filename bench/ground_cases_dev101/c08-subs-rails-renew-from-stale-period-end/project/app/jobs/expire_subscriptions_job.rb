# Runs every hour from config/recurring.yml.
class ExpireSubscriptionsJob < ApplicationJob
  queue_as :default

  def perform(now = Time.current)
    expired = 0
    grace_cutoff = now - Subscription::GRACE_PERIOD
    Subscription.status_active.where(period_end: grace_cutoff...now)
                .update_all(status: "past_due", updated_at: now)

    Subscription.lapsed(grace_cutoff).find_each do |sub|
      sub.update!(status: "expired")
      SubscriptionMailer.with(subscription: sub).expired.deliver_later
      expired += 1
    end
    Rails.logger.info("[ExpireSubscriptionsJob] expired=#{expired}")
    expired
  end

  private

  def lock_key
    "expire-subscriptions"
  end

  def with_lock
    Rails.cache.fetch(lock_key, expires_in: 50.minutes) do
      yield
      true
    end
  end
end
