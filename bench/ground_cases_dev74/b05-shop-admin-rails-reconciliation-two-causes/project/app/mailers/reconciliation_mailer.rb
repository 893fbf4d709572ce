class ReconciliationMailer < ApplicationMailer
  default to: -> { ENV.fetch("RECONCILIATION_TO", "keiri@shop.example") }

  def mismatch(date, csv)
    @date = date
    attachments["reconciliation_#{date.strftime('%Y%m%d')}.csv"] = csv
    mail(subject: "【要確認】Stripe突合差額 #{date}")
  end
end
