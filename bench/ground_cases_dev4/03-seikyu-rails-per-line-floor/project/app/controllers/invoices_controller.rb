class InvoicesController < ApplicationController
  def index
    @invoices = Invoice.order(issued_on: :desc).limit(50)
  end

  def show
    @invoice = Invoice.includes(:line_items).find(params[:id])
  end
end
