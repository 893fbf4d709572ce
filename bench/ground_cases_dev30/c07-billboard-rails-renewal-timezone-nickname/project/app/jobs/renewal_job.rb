class RenewalJob < ApplicationJob
  queue_as :billing

  # Runs every night at 00:30 Asia/Shanghai (config/sidekiq.yml).
  def perform
    count = 0
    Subscription.due_for_renewal.includes(:plan).find_each do |sub|
      sub.renew!
      count += 1
    rescue ActiveRecord::RecordInvalid => e
      Rails.logger.warn("[renewal] subscription=#{sub.id} failed: #{e.message}")
      sub.update_columns(status: "past_due")
    end
    Rails.logger.info("[renewal] renewed #{count} subscriptions")
  end
end
