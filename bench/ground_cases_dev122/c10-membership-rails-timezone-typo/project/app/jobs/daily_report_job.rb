# Runs at 01:00 every day (config/schedule.yml) and mails yesterday's numbers to ops.
class DailyReportJob < ApplicationJob
  queue_as :reports

  def perform(day = Date.today.yesterday)
    range = day.in_time_zone.all_day
    stats = {
      day: day.iso8601,
      created: Subscription.where(created_at: range).count,
      renewed: Subscription.where(updated_at: range, state: "active").count,
      cancelled: Subscription.where(updated_at: range, state: "cancelled").count,
      active_total: Subscription.active.count
    }
    ReportMailer.daily(stats).deliver_now
    stats
  end
end
