# 每周一给订阅了周报的销售发上周的客户动态汇总
class WeeklyDigestJob < ApplicationJob
  queue_as :mailers

  def perform(week_start = default_week_start)
    range = week_start.all_week(:monday)
    sent = 0
    skipped = 0

    recipients.find_each do |user|
      stats = DigestStats.for(user, range)
      if stats.empty?
        skipped += 1
        next
      end

      DigestMailer.weekly(user, stats, range).deliver_later
      sent += 1
    end

    Rails.logger.info("[WeeklyDigestJob] week=#{range.first} sent=#{sent} skipped=#{skipped}")
  end

  private

  def default_week_start
    Date.current.beginning_of_week(:monday) - 1.week
  end

  def recipients
    User.active.subscribed.confirmed.order(:id)
  end
end
