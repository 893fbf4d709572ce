# 只读模型：daily_sales_summaries 由 DBA 组在库里维护（每天凌晨汇总），应用这边不写
class DailySalesSummary < ActiveRecord::Base
  self.table_name = 'daily_sales_summaries'

  scope :for_date, ->(date) { where(sales_date: date).order(:region_code) }

  def self.latest
    d = maximum(:sales_date)
    d ? for_date(d) : none
  end

  def readonly?
    true
  end

  def gross_yuan
    gross_fen.to_i / 100.0
  end

  def avg_ticket_yuan
    orders.to_i.zero? ? 0 : gross_yuan / orders
  end
end
