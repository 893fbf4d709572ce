class OrdersController < ApplicationController
  before_action :authenticate_customer!

  def index
    @orders = current_customer.orders.includes(:line_items).order(created_at: :desc).page(params[:page])
  end

  def show
    @order = current_customer.orders.find_by!(number: params[:id])
  end
end
