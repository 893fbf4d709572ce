class RenewalReminderJob
  include Sidekiq::Job
  sidekiq_options queue: :mailers, retry: 5

  # Runs every day at 09:00 JST (config/schedule.yml).
  def perform(today_iso = nil)
    today = today_iso ? Date.iso8601(today_iso) : Date.current
    sent = 0
    skipped = 0

    Subscription.due_for_reminder(today).includes(:user).find_each do |subscription|
      user = subscription.user
      unless user.notifiable?
        skipped += 1
        next
      end

      RenewalMailer.with(subscription: subscription).reminder.deliver_later
      subscription.mark_reminded!
      sent += 1
    end

    Rails.logger.info("[RenewalReminderJob] date=#{today} sent=#{sent} skipped=#{skipped}")
  end

  private

  def dry_run?
    ENV["REMINDER_DRY_RUN"] == "1"
  end
end
