module BillingCycle
  extend ActiveSupport::Concern

  # 次回の請求・更新日。直前の期日から interval_months ずつ進める。
  def next_cycle_date(anchor, last_date, today = Date.current)
    date = last_date || anchor
    date = date >> interval_months while date <= today
    date
  end
end
