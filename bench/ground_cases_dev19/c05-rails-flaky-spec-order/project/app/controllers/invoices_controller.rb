class InvoicesController < ApplicationController
  before_action :authenticate_user!
  before_action :set_invoice, only: %i[show update]

  def index
    @invoices = Invoice.for_account(current_account)
                       .includes(:line_items)
                       .order(issued_on: :desc, id: :desc)
                       .page(params[:page])
    @summary = Invoice.overdue_summary(current_account)
  end

  def show; end

  def update
    if @invoice.update(invoice_params)
      redirect_to @invoice, notice: "已保存"
    else
      render :show, status: :unprocessable_entity
    end
  end

  private

  def set_invoice
    @invoice = Invoice.for_account(current_account).find(params[:id])
  end

  def invoice_params
    params.require(:invoice).permit(:number, :issued_on, :due_on, :status)
  end
end
