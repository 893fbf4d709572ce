class OrdersController < ApplicationController
  def index
    @orders = current_user.orders.order(created_at: :desc).limit(50)
  end

  def show
    @order = current_user.orders.find(params[:id])
  end

  def create
    @order = current_user.orders.build(order_params)
    if @order.save
      OrderMailer.with(order: @order).confirmation.deliver_later
      redirect_to @order, notice: "ご注文を受け付けました"
    else
      render :new, status: :unprocessable_entity
    end
  end

  private

  def order_params
    params.require(:order).permit(:shipping_name, :shipping_phone, :shipping_address, :note,
                                  items_attributes: %i[product_id quantity])
  end
end
