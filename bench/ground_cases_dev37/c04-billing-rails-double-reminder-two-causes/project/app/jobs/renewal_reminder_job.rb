# Runs every morning (config/sidekiq.yml) and reminds customers whose subscription
# renews in Subscription::REMINDER_DAYS_AHEAD days.
class RenewalReminderJob
  include Sidekiq::Job
  sidekiq_options queue: :mailers

  def perform(date_string = nil)
    today = date_string ? Date.parse(date_string) : Date.current
    target = today + Subscription::REMINDER_DAYS_AHEAD

    sent_ids = []
    Subscription.renewing_on(target).includes(:account, :plan).find_each do |subscription|
      next if subscription.account.email.blank?

      deliver(subscription)
      sent_ids << subscription.id
    end

    Subscription.where(id: sent_ids).update_all(reminder_sent_on: today)
    Rails.logger.info("[RenewalReminderJob] #{sent_ids.size} reminders for #{target}")
  end

  private

  # Let SMTP hiccups fail the job so Sidekiq retries it, but leave a trace of which mail broke.
  def deliver(subscription)
    BillingMailer.renewal_reminder(subscription).deliver_now
  rescue Net::ReadTimeout, Net::SMTPServerBusy, Net::SMTPAuthenticationError => e
    Rails.logger.warn("[RenewalReminderJob] reminder for subscription #{subscription.id} failed: #{e.class}")
    raise
  end
end
