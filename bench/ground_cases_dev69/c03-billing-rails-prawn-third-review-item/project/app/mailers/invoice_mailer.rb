# frozen_string_literal: true

class InvoiceMailer < ApplicationMailer
  default from: "账单中心 <billing@example.cn>"

  def issued
    @invoice = params[:invoice]
    # Outlook ignores RFC 2231 encoded names (shows "noname"), so mail uses an ASCII name.
    attachments["invoice-#{@invoice.number}.pdf"] = { mime_type: "application/pdf", content: @invoice.to_pdf }
    mail(
      to: params[:to],
      subject: t(".subject", number: @invoice.number)
    )
  end
end
