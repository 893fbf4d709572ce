class OrdersController < ApplicationController
  before_action :authenticate_admin!

  def index
    @orders = Order.includes(:customer, :line_items).order(created_at: :desc).page(params[:page]).per(50)
  end

  def show
    @order = Order.find(params[:id])
  end

  def ship
    order = Order.find(params[:id])
    order.update!(status: :shipped, shipped_at: Time.current)
    OrderMailer.shipped(order).deliver_later
    redirect_to order, notice: "発送済みにしました"
  end
end
