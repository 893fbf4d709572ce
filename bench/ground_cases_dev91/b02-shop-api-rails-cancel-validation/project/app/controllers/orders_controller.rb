class OrdersController < ApplicationController
  before_action :set_order, only: %i[show update cancel]

  def index
    orders = Order.where(customer_id: params[:customer_id]).recent.page(params[:page]).per(20)
    response.set_header("X-Total-Count", orders.total_count.to_s)
    render json: orders.map(&:as_api_json)
  end

  def show
    render json: @order.as_api_json
  end

  def create
    order = Order.new(order_params)
    if order.save
      render json: order.as_api_json, status: :created
    else
      render json: { errors: order.errors.full_messages }, status: :unprocessable_entity
    end
  end

  def update
    if @order.update(order_params)
      render json: @order.as_api_json
    else
      render json: { errors: @order.errors.full_messages }, status: :unprocessable_entity
    end
  end

  def cancel
    OrderCancellationJob.perform_later(@order.id, reason: params[:reason])
    head :accepted
  end

  private

  def set_order
    @order = Order.find(params[:id])
  end

  def order_params
    params.require(:order).permit(:customer_id, :total_amount, :shipping_address)
  end
end
