# 更新日の3日前に、更新のお知らせメールを送る。
# config/sidekiq_schedule.yml で毎朝 7:00 (JST) に実行される。
class RenewalReminderJob < ApplicationJob
  queue_as :mailers

  REMIND_DAYS_BEFORE = 3

  def perform
    target_date = Date.today + REMIND_DAYS_BEFORE
    subscriptions = Subscription.active
                                .auto_renew
                                .where(renews_on: target_date)
                                .where(reminder_sent_on: nil)
                                .includes(:user, :plan)

    subscriptions.find_each do |subscription|
      deliver(subscription)
    end
  end

  private

  def deliver(subscription)
    SubscriptionMailer.renewal_reminder(subscription).deliver_later
    subscription.update_column(:reminder_sent_on, Time.zone.today)
  rescue StandardError => e
    Rails.logger.error("[RenewalReminderJob] subscription=#{subscription.id} #{e.class}: #{e.message}")
    Sentry.capture_exception(e, extra: { subscription_id: subscription.id })
  end
end
