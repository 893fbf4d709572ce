module Api
  class InvoicesController < Api::BaseController
    before_action :set_invoice, only: :show

    def index
      invoices = current_account.invoices.order(issued_at: :desc).limit(100)
      render json: invoices, each_serializer: InvoiceSerializer
    end

    def show
      render json: @invoice, serializer: InvoiceSerializer
    end

    private

    def set_invoice
      @invoice = current_account.invoices.find(params[:id])
    end
  end
end
