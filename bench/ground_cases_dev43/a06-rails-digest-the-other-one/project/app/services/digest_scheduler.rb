# Runs from sidekiq-cron (config/schedule.yml) and enqueues a WeeklyDigestJob for every
# user for whom it is currently Monday, DIGEST_HOUR o'clock, in their own time zone.
class DigestScheduler
  DIGEST_HOUR = 8

  def self.call(now: Time.current)
    new(now).call
  end

  def initialize(now)
    @now = now
  end

  def call
    due_users.each { |user| WeeklyDigestJob.perform_later(user.id) }
  end

  def due_users
    User.where(digest_opt_in: true).find_each.select { |user| due?(user) }
  end

  private

  def due?(user)
    local = @now.in_time_zone(user.time_zone.presence || "UTC")
    local.monday? && local.hour == DIGEST_HOUR
  end
end
