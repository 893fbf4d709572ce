class DailyReportMailer < ApplicationMailer
  RECIPIENTS = %w(sales-mgmt@example.com ops-report@example.com).freeze

  def daily(rows)
    @rows = rows
    @date = rows.first && rows.first.sales_date
    @total = rows.sum(&:gross_yuan)
    mail to: RECIPIENTS, subject: "销售日报 #{@date ? @date.strftime('%Y-%m-%d') : '(无数据)'}"
  end

  def weekly(rows, from)
    @rows = rows
    @from = from
    @total = rows.sum(&:gross_yuan)
    mail to: RECIPIENTS, subject: "销售周报 #{from.strftime('%m/%d')} 起"
  end
end
