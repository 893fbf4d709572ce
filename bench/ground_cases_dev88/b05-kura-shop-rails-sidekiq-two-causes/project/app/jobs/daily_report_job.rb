class DailyReportJob
  include Sidekiq::Job
  sidekiq_options queue: :low

  def perform(date = Date.yesterday.iso8601)
    day = Date.parse(date)
    orders = Order.where(created_at: day.all_day)
    ReportMailer.daily(day, orders.count, orders.sum(:total_cents)).deliver_now
  end
end
