class OrdersController < ApplicationController
  before_action :set_order, only: %i[show update refund]

  def index
    @pagy, @orders = pagy(current_shop.orders.includes(:customer).order(created_at: :desc), limit: 25)
  end

  def show
    authorize @order
  end

  def update
    authorize @order
    if @order.update(order_params)
      redirect_to @order, notice: "Order updated."
    else
      render :show, status: :unprocessable_entity
    end
  end

  def refund
    authorize @order
    @order.refund!(amount_cents: params.require(:amount_cents).to_i)
    redirect_to @order, notice: "Refund issued."
  end

  private

  def set_order
    @order = current_shop.orders.find(params[:id])
  end

  def order_params
    params.require(:order).permit(:status, :internal_note)
  end
end
