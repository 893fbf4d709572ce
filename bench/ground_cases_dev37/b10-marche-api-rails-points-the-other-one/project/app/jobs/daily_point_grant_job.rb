# Runs every night at 03:00 (config/schedule.yml) and grants purchase points
# for the orders of the previous day.
class DailyPointGrantJob
  include Sidekiq::Job
  sidekiq_options queue: :batch, retry: 5

  def perform(date_str = nil)
    date = date_str ? Date.parse(date_str) : Date.yesterday
    granted = 0
    failed = []

    orders = Order.completed.where(created_at: date.all_day).includes(:user)
    orders.find_each do |order|
      granted += 1 if PointGranter.new(order).call
    rescue ActiveRecord::RecordInvalid => e
      failed << order.id
      Rails.logger.warn("[points] order #{order.id}: #{e.message}")
    end

    notify(date, granted, failed)
  end

  private

  def notify(date, granted, failed)
    text = "ポイント付与 #{date}: #{granted}件"
    text += " / 失敗 #{failed.size}件 (#{failed.first(10).join(', ')})" if failed.any?
    Slack::Notifier.new(ENV.fetch("SLACK_WEBHOOK_BATCH")).ping(text)
  rescue KeyError, Slack::Notifier::APIError => e
    Rails.logger.error("[points] slack notify failed: #{e.message}")
  end
end
