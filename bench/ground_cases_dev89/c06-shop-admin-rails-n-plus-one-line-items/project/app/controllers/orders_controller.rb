class OrdersController < ApplicationController
  def index
    @status = params[:status].presence
    @orders = Order.with_status(@status).includes(:customer).recent.page(params[:page]).per(50)
  end

  def show
    @order = Order.includes(line_items: :product).find_by!(number: params[:id])
  end
end
