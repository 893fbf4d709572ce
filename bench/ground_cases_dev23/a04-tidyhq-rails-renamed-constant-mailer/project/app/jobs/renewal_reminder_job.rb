class RenewalReminderJob < ApplicationJob
  queue_as :mailers

  # Runs every morning from config/recurring.yml.
  def perform
    sent = 0
    skipped = 0

    Subscription.due_for_reminder.includes(:account, :plan).find_each do |subscription|
      if subscription.account.suspended? || subscription.account.billing_email.blank?
        skipped += 1
        next
      end

      RenewalMailer.reminder(subscription).deliver_later
      subscription.touch(:reminded_at)
      sent += 1
    end

    Rails.logger.info("[renewal_reminders] sent=#{sent} skipped=#{skipped}")
  end
end
