class InvoicesController < ApplicationController
  before_action :load_invoice, only: [:show]

  def index
    @invoices = Invoice.includes(:customer).order(issued_on: :desc).page(params[:page])
  end

  def show
    respond_to do |format|
      format.html
      format.pdf do
        render pdf: "invoice-#{@invoice.number_for_print}",
               template: 'invoices/show.pdf.erb',
               layout: 'pdf.html.erb',
               encoding: 'UTF-8'
      end
    end
  end

  private

  def load_invoice
    @invoice = Invoice.includes(line_items: :product).find(params[:id])
  end
end
