class CustomersController < ApplicationController
  def index
    @customers = current_account.customers
                                .includes(:orders)
                                .order(:name)
                                .page(params[:page]).per(50)
  end

  def show
    @customer = current_account.customers.includes(orders: :line_items).find_by(id: params[:id])
    render_not_found unless @customer
  end

  def create
    @customer = current_account.customers.build(customer_params)
    if @customer.save
      render :show, status: :created
    else
      render json: { errors: @customer.errors }, status: :unprocessable_entity
    end
  end

  def update
    @customer = current_account.customers.find_by(id: params[:id])
    return render_not_found unless @customer

    if @customer.update(customer_params)
      render :show
    else
      render json: { errors: @customer.errors }, status: :unprocessable_entity
    end
  end

  private

  def customer_params
    params.require(:customer).permit(:name, :email, :phone)
  end
end
