# frozen_string_literal: true

class InvoicesController < ApplicationController
  before_action :set_invoice, only: %i[show pdf send_email]

  def show; end

  def pdf
    send_data @invoice.to_pdf,
              filename: @invoice.pdf_filename,
              type: "application/pdf",
              disposition: params[:download] ? "attachment" : "inline"
  end

  def send_email
    InvoiceMailer.with(invoice: @invoice, to: params.require(:email)).issued.deliver_later
    redirect_to @invoice, notice: t(".sent")
  end

  private

  def set_invoice
    @invoice = current_account.invoices.find(params[:id])
  end
end
