class InvoicesController < ApplicationController
  before_action :set_invoice, only: %i[show pdf]

  def index
    @invoices = current_account.invoices.order(issued_at: :desc).page(params[:page])
  end

  def show; end

  def pdf
    renderer = if current_account.feature?(:new_invoice_pdf)
                 InvoicePdf::V2
               else
                 InvoicePdf::Legacy
               end
    send_data renderer.new(@invoice).render,
              filename: "#{@invoice.number}.pdf",
              type: "application/pdf",
              disposition: "inline"
  end

  private

  def set_invoice
    @invoice = current_account.invoices.find(params[:id])
  end
end
