class InvoiceMailer < ApplicationMailer
  default from: "账单 <billing@tidepool.cn>"

  def monthly_statement(account)
    @account = account
    @statement_date = Date.today
    @invoices = account.invoices.where(issued_at: @statement_date.beginning_of_month..@statement_date.end_of_day)
    @total = @invoices.sum(:amount_cents) / 100.0

    mail(
      to: account.billing_email,
      subject: "快单 对账单 #{@statement_date.strftime('%Y-%m-%d')}"
    )
  end

  def payment_failed(invoice)
    @invoice = invoice
    @account = invoice.subscription.account
    @retry_at = invoice.next_retry_at

    mail(
      to: @account.billing_email,
      subject: "扣款失败：#{invoice.number}"
    )
  end

  def renewal_reminder(subscription)
    @subscription = subscription
    @account = subscription.account

    mail(
      to: @account.billing_email,
      subject: "您的 #{subscription.plan.upcase} 订阅将在 #{subscription.days_left} 天后到期"
    )
  end
end
