class OrdersController < ApplicationController
  before_action :set_order, only: %i[show update cancel]

  def index
    scope = current_account.orders.order(created_at: :desc)
    scope = scope.where(status: params[:status]) if Order::STATUSES.include?(params[:status])
    @orders = scope.page(params[:page]).per(50)
  end

  def show; end

  def create
    @order = current_account.orders.build(order_params)
    if @order.save
      render :show, status: :created
    else
      render json: { errors: @order.errors }, status: :unprocessable_entity
    end
  end

  def update
    if @order.update(order_params)
      render :show
    else
      render json: { errors: @order.errors }, status: :unprocessable_entity
    end
  end

  def cancel
    return render(json: { error: "already_shipped" }, status: :conflict) if @order.shipped?

    @order.update!(status: "cancelled", cancelled_at: Time.current)
    render :show
  end

  private

  def set_order
    @order = current_account.orders.find_by(id: params[:id])
    render_not_found unless @order
  end

  def order_params
    params.require(:order).permit(:customer_id, :notes, line_items_attributes: %i[id product_id quantity unit_price _destroy])
  end
end
