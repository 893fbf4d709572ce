class InvoicesController < ApplicationController
  PER_PAGE = 30

  def index
    scope = current_user.invoices.order(issued_on: :desc)
    if params[:q].present?
      like = "%#{Invoice.sanitize_sql_like(params[:q])}%"
      scope = scope.where("number LIKE :q OR buyer_name LIKE :q", q: like)
    end
    @invoices = scope.limit(PER_PAGE).offset(page_offset)
  end

  def show
    @invoice = current_user.invoices.find(params[:id])
  end

  def create
    @invoice = current_user.invoices.build(invoice_params)
    if @invoice.save
      redirect_to @invoice, notice: "发票已创建"
    else
      render :new, status: :unprocessable_entity
    end
  end

  private

  def page_offset
    [params[:page].to_i - 1, 0].max * PER_PAGE
  end

  def invoice_params
    params.require(:invoice).permit(:buyer_name, :buyer_tax_id, :amount_cents, :issued_on)
  end
end
