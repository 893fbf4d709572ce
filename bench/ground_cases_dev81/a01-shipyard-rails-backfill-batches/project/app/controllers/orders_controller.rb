class OrdersController < ApplicationController
  before_action :set_account

  def index
    @orders = @account.orders.recent.limit(50).offset(params[:offset].to_i)
    render json: @orders.as_json(only: %i[id number status total_cents created_at])
  end

  def show
    order = @account.orders.find(params[:id])
    render json: order.as_json(include: :lines)
  end

  def create
    order = @account.orders.build(order_params)
    if order.save
      render json: order, status: :created
    else
      render json: { errors: order.errors.full_messages }, status: :unprocessable_entity
    end
  end

  def cancel
    order = @account.orders.find(params[:id])
    order.cancel!
    render json: order
  rescue ArgumentError => e
    render json: { error: e.message }, status: :conflict
  end

  private

  def set_account
    @account = Account.find(params[:account_id])
  end

  def order_params
    params.require(:order).permit(:status, :placed_at)
  end
end
