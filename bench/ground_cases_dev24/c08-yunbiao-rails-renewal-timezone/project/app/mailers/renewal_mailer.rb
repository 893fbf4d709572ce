class RenewalMailer < ApplicationMailer
  default from: "billing@yunbiao.cn"

  # Sent a few days before a subscription renews.
  def upcoming(subscription)
    @subscription = subscription
    @account = subscription.account
    @sent_on = Date.today
    mail(to: @account.billing_email, subject: "你的订阅即将续费")
  end

  # Daily summary for finance after RenewalJob.
  def summary(result)
    @renewed = Subscription.where(id: result.renewed).includes(:account)
    @failed = Subscription.where(id: result.failed).includes(:account)
    mail(
      to: "finance@yunbiao.cn",
      subject: "Renewal run #{Date.current}: #{@renewed.size} ok, #{@failed.size} failed",
    )
  end

  def payment_failed(subscription)
    @subscription = subscription
    @account = subscription.account
    mail(to: @account.billing_email, subject: "Payment failed")
  end
end
