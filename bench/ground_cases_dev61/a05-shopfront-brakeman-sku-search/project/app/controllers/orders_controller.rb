class OrdersController < ApplicationController
  before_action :require_staff!
  before_action :set_order, only: %i[show edit update cancel]

  def index
    @orders = Order.search(params[:q]).recent.page(params[:page]).per(50)
  end

  def show; end

  def edit; end

  def update
    if @order.update(order_params)
      redirect_to url_from(params[:return_to]) || order_path(@order), notice: "Order updated"
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def cancel
    unless @order.cancellable?
      redirect_to order_path(@order), alert: "Order #{@order.number} can no longer be cancelled"
      return
    end
    @order.cancelled!
    redirect_to orders_path, notice: "Order #{@order.number} cancelled"
  end

  private

  def set_order
    @order = Order.find(params[:id])
  end

  def order_params
    params.require(:order).permit(:customer_email, :shipping_address, :notes, :status)
  end
end
