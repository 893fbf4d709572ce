class InvoicesController < ApplicationController
  before_action :set_account
  before_action :set_invoice, only: %i[show void]

  def index
    scope = @account.invoices
    scope = scope.in_month(params[:month], @account.time_zone) if params[:month].to_s.match?(/\A\d{4}-\d{2}\z/)
    @invoices = scope.order(created_at: :desc).page(params[:page])
    render json: @invoices.map { |i| present(i) }
  end

  def show
    render json: present(@invoice)
  end

  def create
    attrs = params.require(:invoice).permit(:customer_name, :total, :currency, :due_on)
    invoice = @account.invoices.create!(attrs.merge(number: InvoiceNumber.next_for(@account)))
    render json: present(invoice), status: :created
  end

  # Drafts that were never sent are removed outright (finance's rule, see BILL-77).
  def void
    return head :unprocessable_entity if @invoice.sent?

    @invoice.destroy!
    head :no_content
  end

  private

  def set_account
    @account = current_user.account
  end

  def set_invoice
    @invoice = @account.invoices.find(params[:id])
  end

  def present(invoice)
    invoice.as_json(only: %i[id number customer_name total currency due_on status])
  end
end
