class RenewalReminderJob < ApplicationJob
  queue_as :default

  REMIND_DAYS = 7

  # Runs every morning at 9:00 (config/recurring.yml).
  def perform
    targets.find_each do |subscription|
      MembershipMailer.renewal_reminder(subscription).deliver_later
      subscription.mark_reminded!
    end
  end

  private

  def targets
    Subscription.active
                .expiring_soon(REMIND_DAYS)
                .unreminded
                .includes(:member, :gym)
  end

  def log_summary(count)
    Rails.logger.info("[RenewalReminderJob] queued #{count} reminders")
  end

  def dry_run?
    ENV["REMINDER_DRY_RUN"] == "1"
  end

  def batch_size
    500
  end
end
