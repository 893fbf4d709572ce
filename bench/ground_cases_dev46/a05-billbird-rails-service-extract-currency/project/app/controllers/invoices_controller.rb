class InvoicesController < ApplicationController
  before_action :authenticate_user!
  before_action :set_invoice, only: %i[show destroy]

  def index
    @invoices = current_account.invoices.includes(:customer).order(issued_on: :desc).page(params[:page])
  end

  def show; end

  def create
    result = InvoiceCreator.new(account: current_account, params: invoice_params).call
    @invoice = result.invoice
    if result.success?
      render json: @invoice, status: :created
    else
      render json: { errors: @invoice.errors.full_messages }, status: :unprocessable_entity
    end
  end

  def destroy
    @invoice.destroy!
    head :no_content
  end

  private

  def set_invoice
    @invoice = current_account.invoices.find(params[:id])
  end

  def invoice_params
    params.require(:invoice).permit(:customer_id, :issued_on, :currency, :notes,
                                    line_items: %i[description quantity unit_price])
  end
end
