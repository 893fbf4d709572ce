class OrdersController < ApplicationController
  before_action :authenticate_staff!
  before_action :set_order, only: %i[show update cancel]

  PER_PAGE = 50

  def index
    @orders = Order.recent
                   .includes(:customer)
                   .select("orders.*, (SELECT COALESCE(SUM(li.quantity * li.unit_price_cents), 0) FROM line_items li WHERE li.order_id = orders.id) AS total_cents_sum")
                   .order(created_at: :desc)
                   .page(params[:page]).per(PER_PAGE)
    @orders = @orders.where(status: params[:status]) if params[:status].present?
  end

  def show
    @line_items = @order.line_items.includes(:product)
  end

  def update
    if @order.update(order_params)
      redirect_to @order, notice: "注文を更新しました"
    else
      render :show, status: :unprocessable_entity
    end
  end

  def cancel
    if @order.cancellable?
      @order.cancel!(by: current_staff)
      redirect_to @order, notice: "注文をキャンセルしました"
    else
      redirect_to @order, alert: "この注文はキャンセルできません"
    end
  end

  private

  def set_order
    @order = Order.find(params[:id])
  end

  def order_params
    params.require(:order).permit(:status, :note, :shipping_address)
  end
end
