# Runs every morning at 05:00 (config/recurring.yml).
class RenewalJob < ApplicationJob
  queue_as :billing

  def perform(date = Date.current)
    Subscription.due_on(date).includes(:plan, :member).find_each do |sub|
      renew(sub, date)
    rescue ActiveRecord::RecordInvalid => e
      Rails.logger.warn("renewal #{sub.id} failed: #{e.message}")
    end
  end

  private

  def renew(sub, date)
    if sub.member.card_expired?(date)
      sub.update_columns(status: Subscription.statuses[:paused], paused_on: date)
      MemberMailer.card_expired(sub.member).deliver_later
      return
    end
    sub.renew!(on: date)
    MemberMailer.renewed(sub).deliver_later
  end
end
