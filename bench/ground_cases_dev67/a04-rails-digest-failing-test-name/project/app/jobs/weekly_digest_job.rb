class WeeklyDigestJob < ApplicationJob
  queue_as :mailers

  BATCH_SIZE = 200

  def perform
    sent = 0
    User.digest_recipients.find_each(batch_size: BATCH_SIZE) do |user|
      next if user.hours_last_week.zero?

      DigestMailer.with(user: user).weekly.deliver_later
      sent += 1
    end
    log_summary(sent)
  end

  private

  def log_summary(sent)
    Rails.logger.info("[WeeklyDigestJob] enqueued #{sent} digests")
    StatsD.gauge("digest.weekly.enqueued", sent) if defined?(StatsD)
  end

  # Hours are computed in the user's zone so "last week" matches what they see in the app.
  def last_week_for(user)
    Time.use_zone(user.time_zone_or_default) do
      1.week.ago.all_week
    end
  end
end
