class OrdersController < ApplicationController
  def create
    order = Order.new(order_params)
    if order.save
      render json: { id: order.id }, status: :created
    else
      render json: { errors: order.errors.full_messages }, status: :unprocessable_entity
    end
  end

  def update
    order = Order.find(params[:id])
    if order.update(order_params)
      render json: { id: order.id, status: order.status }
    else
      render json: { errors: order.errors.full_messages }, status: :unprocessable_entity
    end
  end

  private

  def order_params
    params.require(:order).permit(:store_id, :status, line_items_attributes: %i[id sku quantity unit_price _destroy])
  end
end
