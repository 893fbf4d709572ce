class RenewalMailer < ApplicationMailer
  default from: "天才记账 <billing@tiancai.io>"

  # Sent 7 days before current_period_end to subscriptions that auto-renew.
  def upcoming(subscription)
    @subscription = subscription
    @account = subscription.account
    @plan = subscription.plan
    @renews_on = subscription.current_period_end.to_date
    @amount = @plan.monthly_price_cents
    @interval_label = subscription.annual? ? "年" : "月"
    @manage_url = account_billing_url(@account)

    mail(to: @account.billing_email,
         subject: "你的#{@plan.name}订阅将于#{@renews_on.strftime('%-m月%-d日')}自动续费")
  end

  # Sent when the renewal charge fails.
  def failed(subscription, error_message)
    @subscription = subscription
    @account = subscription.account
    @amount = subscription.amount_due
    @error_message = error_message
    @manage_url = account_billing_url(@account)

    mail(to: @account.billing_email, subject: "续费扣款失败，请更新付款方式")
  end

  # Sent after a successful renewal, with the receipt.
  def receipt(subscription)
    @subscription = subscription
    @account = subscription.account
    @amount = subscription.last_charged_cents

    mail(to: @account.billing_email, subject: "续费成功：#{subscription.plan.name}")
  end
end
