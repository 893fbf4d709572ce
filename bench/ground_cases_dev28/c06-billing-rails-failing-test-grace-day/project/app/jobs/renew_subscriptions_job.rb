class RenewSubscriptionsJob < ApplicationJob
  queue_as :billing

  def perform(date = Date.current)
    Subscription.renewing_on(date).find_each do |sub|
      sub.renew!
    rescue ActiveRecord::RecordInvalid => e
      Rails.logger.warn("[renew] subscription=#{sub.id} failed: #{e.message}")
      sub.update_column(:status, "past_due")
    end
  end
end
