class OrdersController < ApplicationController
  before_action :authenticate_user!
  before_action :set_order, only: %i[show cancel]

  def index
    @orders = current_user.orders.order(created_at: :desc).page(params[:page]).per(20)
  end

  def show; end

  def create
    @order = current_user.orders.build(order_params)
    if @order.save
      redirect_to @order, notice: "下单成功"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def cancel
    unless @order.cancellable?
      return redirect_to @order, alert: "当前状态不能取消"
    end

    @order.cancelled!
    OrderMailer.cancelled(@order, params[:reason]).deliver_later
    redirect_to @order, notice: "订单已取消"
  end

  private

  def set_order
    @order = current_user.orders.find(params[:id])
  end

  def order_params
    params.require(:order).permit(
      :receiver_name, :receiver_phone, :address, :coupon_code,
      line_items_attributes: %i[product_id quantity]
    )
  end
end
