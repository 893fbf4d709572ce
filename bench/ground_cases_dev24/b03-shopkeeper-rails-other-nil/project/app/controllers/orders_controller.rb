class OrdersController < ApplicationController
  before_action :authenticate_staff!
  before_action :set_order, only: %i[show update]

  def index
    @orders = Order.recent.includes(:customer).page(params[:page]).per(50)
  end

  def show
    @line_items = @order.line_items.includes(:product)
  end

  def update
    if @order.update(order_params)
      redirect_to @order, notice: t("orders.updated")
    else
      render :show, status: :unprocessable_entity
    end
  end

  private

  def set_order
    @order = Order.find(params[:id])
  end

  def order_params
    params.require(:order).permit(:status, :note)
  end
end
