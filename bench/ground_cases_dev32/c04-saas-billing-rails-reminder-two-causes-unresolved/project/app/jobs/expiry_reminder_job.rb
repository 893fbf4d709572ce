# 每天跑一次，给即将到期的订阅发提醒邮件：到期前 7 天一封，前 1 天一封。
class ExpiryReminderJob < ApplicationJob
  queue_as :mailers

  REMIND_BEFORE_DAYS = [7, 1].freeze

  def perform(today = Time.zone.today)
    REMIND_BEFORE_DAYS.each do |days|
      remind(today + days, days)
    end
  end

  private

  def remind(expires_on, days)
    scope = Subscription.active
                        .expiring_on(expires_on)
                        .where(reminded_at: nil)
                        .includes(:account)

    scope.find_each do |sub|
      owner = sub.account.owner_email
      if owner.blank?
        Rails.logger.warn("[ExpiryReminder] subscription=#{sub.id} has no owner email, skipped")
        next
      end

      SubscriptionMailer.expiry_reminder(sub, days).deliver_later
      sub.update_column(:reminded_at, Time.current)
    end

    Rails.logger.info("[ExpiryReminder] days=#{days} expires_on=#{expires_on} sent=#{scope.size}")
  end
end
