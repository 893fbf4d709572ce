class NightlyReportJob
  include Sidekiq::Job
  sidekiq_options queue: :reports, retry: 3

  sidekiq_retries_exhausted do |job, e|
    day = job["args"].first || "(yesterday)"
    SlackNotifier.post(":rotating_light: 销售日报 #{day} 生成失败（已重试 #{job['retry_count']} 次）: #{e.class}: #{e.message}")
  end

  def perform(date = nil)
    day = date ? Date.parse(date) : Date.yesterday
    summary = Reports::SalesSummary.new(day)
    xlsx = summary.to_xlsx
    url = Reports::Uploader.new.upload(xlsx, "#{day.iso8601}/sales_summary.xlsx")
    total = summary.rows.sum(&:revenue)
    SlackNotifier.post(":bar_chart: 销售日报 #{day} 已生成（#{summary.rows.size} 家门店，合计 ¥#{format('%.2f', total)}）: #{url}")
  end
end
