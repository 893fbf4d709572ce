# Tells users their trial is about to end. Scheduled daily at 10:00 JST.
class TrialReminderJob < ApplicationJob
  queue_as :mailers

  DAYS_BEFORE = [3, 1].freeze

  def perform(today = Date.current.iso8601)
    base = Date.iso8601(today)
    DAYS_BEFORE.each do |days_left|
      Subscription.trial_ending_on(base + days_left).includes(:user, :plan).find_each do |subscription|
        next if subscription.user.unsubscribed_from?(:trial_reminders)

        BillingMailer.with(subscription:, days_left:).trial_ending.deliver_later
      end
    end
  end

  # How many trials end on the given day (used by the admin dashboard).
  def self.preview(day)
    Subscription.trial_ending_on(day).count
  end

  # Users who turned reminders off still see the banner in the app.
  def self.banner_text(subscription, today = Date.current)
    days = (subscription.trial_ends_at.to_date - today).to_i
    return nil if days.negative?

    days.zero? ? "無料トライアルは本日で終了します" : "無料トライアル終了まであと#{days}日"
  end
end
