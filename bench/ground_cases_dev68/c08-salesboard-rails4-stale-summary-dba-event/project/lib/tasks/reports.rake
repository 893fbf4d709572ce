namespace :reports do
  desc '每天早上发前一天的销售日报'
  task daily_mail: :environment do
    date = Date.yesterday
    summary = DailySalesSummary.for_date(date)
    if summary.empty?
      Rails.logger.warn("[reports:daily_mail] no summary rows for #{date}, sending latest instead")
      summary = DailySalesSummary.latest
    end
    DailyReportMailer.daily(summary.to_a).deliver_now
  end

  desc '每周日发上周汇总'
  task weekly_mail: :environment do
    from = Date.today.beginning_of_week(:sunday) - 7
    rows = DailySalesSummary.where(sales_date: from...(from + 7)).to_a
    DailyReportMailer.weekly(rows, from).deliver_now
  end
end
