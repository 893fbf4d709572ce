module Admin
  class OrdersController < Admin::BaseController
    def index
      @orders = Order.for_admin_list
      @orders = @orders.where(status: params[:status]) if params[:status].present?
    end

    def show
      @order = Order.find(params[:id])
    end

    def refund
      @order = Order.find(params[:id])
      unless current_user.can_refund?
        redirect_to admin_order_path(@order), alert: "没有退款权限"
        return
      end
      @order.refunded!
      redirect_to admin_order_path(@order), notice: "已退款"
    end
  end
end
