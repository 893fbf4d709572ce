class BillingMailer < ApplicationMailer
  default from: "Billing <billing@example.cn>"

  def renewal_reminder(subscription)
    @subscription = subscription
    @account = subscription.account
    @plan = subscription.plan
    @renews_on = subscription.renews_on
    @amount = subscription.price.format

    mail(
      to: @account.email,
      subject: "您的订阅将于 #{I18n.l(@renews_on, format: :long, locale: :"zh-CN")} 续费"
    )
  end

  def payment_failed(subscription, error_message)
    @subscription = subscription
    @account = subscription.account
    @error_message = error_message

    mail(
      to: @account.email,
      subject: "付款失败：请更新您的支付方式"
    )
  end

  def receipt(invoice)
    @invoice = invoice
    @account = invoice.account

    attachments["receipt-#{invoice.number}.pdf"] = invoice.pdf
    mail(to: @account.email, subject: "收据 #{invoice.number}")
  end
end
