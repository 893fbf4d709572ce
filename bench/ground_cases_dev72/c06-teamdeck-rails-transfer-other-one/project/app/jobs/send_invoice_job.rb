class SendInvoiceJob < ApplicationJob
  queue_as :billing

  def perform(invoice_id)
    invoice = Invoice.find(invoice_id)
    workspace = invoice.workspace
    InvoiceMailer.with(invoice: invoice).issued.deliver_now(to: workspace.billing_email)
    invoice.update!(sent_at: Time.current)
  end
end
