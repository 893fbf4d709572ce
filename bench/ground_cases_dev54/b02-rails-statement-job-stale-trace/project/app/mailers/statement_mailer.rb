class StatementMailer < ApplicationMailer
  default from: "seikyu@hanbai.example.co.jp"

  # 月次請求明細のお知らせ。PDF を添付する。
  def monthly(customer, statement)
    @customer = customer
    @statement = statement
    attachments["seikyu_#{statement.period.strftime('%Y%m')}.pdf"] = StatementPdf.new(statement).render

    mail(
      to: @customer.billing_email,
      cc: @customer.sales_rep&.email,
      subject: "【請求明細】#{statement.period.strftime('%Y年%-m月')}分のご請求について"
    )
  end

  def overdue(customer, statements)
    @customer = customer
    @statements = statements
    mail(
      to: @customer.billing_contact&.email || @customer.email,
      subject: "【お支払いのお願い】未入金のご請求があります"
    )
  end

  private

  def default_url_options
    { host: "hanbai.example.co.jp", protocol: "https" }
  end
end
