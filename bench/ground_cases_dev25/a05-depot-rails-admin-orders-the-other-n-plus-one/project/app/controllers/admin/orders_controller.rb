module Admin
  class OrdersController < Admin::BaseController
    PER_PAGE = 50

    before_action :set_order, only: %i[show update refund]

    def index
      @status = params[:status].presence
      @orders = Order.includes(:customer).order(created_at: :desc)
      @orders = @orders.where(status: @status) if @status
      @orders = @orders.where("orders.number ILIKE ?", "%#{params[:q]}%") if params[:q].present?
      @orders = @orders.page(params[:page]).per(PER_PAGE)
    end

    def show
      @line_items = @order.line_items.includes(:product)
    end

    def update
      if @order.update(order_params)
        redirect_to admin_order_path(@order), notice: "Order updated."
      else
        render :show, status: :unprocessable_entity
      end
    end

    def refund
      result = Refunds::Issue.call(order: @order, amount_cents: params.require(:amount_cents).to_i, actor: current_admin, reason: params[:reason])
      if result.success?
        redirect_to admin_order_path(@order), notice: "Refund issued."
      else
        redirect_to admin_order_path(@order), alert: result.error
      end
    end

    private

    def set_order
      @order = Order.find(params[:id])
    end

    def order_params
      params.require(:order).permit(:status, :internal_note, :shipping_address)
    end
  end
end
