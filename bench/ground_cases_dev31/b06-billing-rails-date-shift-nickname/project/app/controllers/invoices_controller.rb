class InvoicesController < ApplicationController
  before_action :set_invoice, only: %i[show]

  def index
    @invoices = Invoice.recent.includes(:customer, :payments).page(params[:page]).per(50)
    respond_to do |format|
      format.html
      format.csv do
        send_data InvoiceCsvExporter.new(Invoice.recent).call,
                  filename: "invoices-#{Time.zone.today.strftime('%Y%m%d')}.csv",
                  type: "text/csv; charset=utf-8"
      end
    end
  end

  def show
  end

  private

  def set_invoice
    @invoice = Invoice.find(params[:id])
  end
end
