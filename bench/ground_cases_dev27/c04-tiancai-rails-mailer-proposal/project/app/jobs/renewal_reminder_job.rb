class RenewalReminderJob < ApplicationJob
  queue_as :mailers

  REMIND_DAYS_BEFORE = 7

  # Runs daily at 09:00 (config/recurring.yml).
  def perform(today = Date.current)
    due = Subscription.renewing_on(today + REMIND_DAYS_BEFORE)
                      .with_auto_renew
                      .includes(:account, :plan, :coupon)

    due.find_each do |subscription|
      RenewalMailer.upcoming(subscription).deliver_later
    rescue StandardError => e
      Rails.error.report(e, context: { subscription_id: subscription.id })
    end
  end
end
