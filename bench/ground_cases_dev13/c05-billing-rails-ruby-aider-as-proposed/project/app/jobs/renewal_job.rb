# Scheduled daily at 03:10 Asia/Shanghai (config/sidekiq_cron.yml).
class RenewalJob < ApplicationJob
  queue_as :billing

  # Two runs must never overlap: a double charge is worse than a late one.
  LOCK_KEY = "renewal_job:lock".freeze
  LOCK_TTL = 2.hours

  def perform
    acquired = Rails.cache.write(LOCK_KEY, Process.pid, unless_exist: true, expires_in: LOCK_TTL)
    unless acquired
      Rails.logger.warn("[renewal] previous run still holds the lock, skipping")
      return
    end

    begin
      result = RenewalService.new.call
      notify(result) if result.failed.positive? || result.expired.positive?
    ensure
      Rails.cache.delete(LOCK_KEY)
    end
  end

  private

  def notify(result)
    BillingOpsMailer.with(
      renewed: result.renewed,
      failed: result.failed,
      expired: result.expired,
      skipped: result.skipped
    ).daily_summary.deliver_later
  end
end
