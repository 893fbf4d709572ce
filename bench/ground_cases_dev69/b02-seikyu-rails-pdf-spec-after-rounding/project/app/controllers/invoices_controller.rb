class InvoicesController < ApplicationController
  before_action :set_invoice, only: %i[show pdf]

  def index
    @invoices = Invoice.includes(:customer).order(issued_on: :desc).page(params[:page])
  end

  def show; end

  def pdf
    send_data InvoicePdf.new(@invoice).render,
              filename: "#{@invoice.number}.pdf",
              type: "application/pdf",
              disposition: params[:download] ? "attachment" : "inline"
  end

  private

  def set_invoice
    @invoice = Invoice.includes(:items, :customer).find(params[:id])
  end
end
