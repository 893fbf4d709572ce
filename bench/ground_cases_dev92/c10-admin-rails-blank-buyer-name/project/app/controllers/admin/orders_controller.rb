class Admin::OrdersController < Admin::BaseController
  before_action :set_order, only: %i[show cancel]

  def index
    orders = Order.includes(:items, :user).order(created_at: :desc)
    orders = orders.where(status: params[:status]) if params[:status].present?
    orders = orders.page(params[:page]).per(20)
    render json: { items: OrderSerializer.collection(orders), total: orders.total_count }
  end

  def show
    render json: OrderSerializer.new(@order).as_json
  end

  def cancel
    unless @order.cancellable?
      return render json: { error: "订单当前状态不能取消" }, status: :unprocessable_entity
    end

    @order.cancelled!
    render json: OrderSerializer.new(@order).as_json
  end

  private

  def set_order
    @order = Order.find(params[:id])
  end
end
