module Admin
  class OrdersController < Admin::BaseController
    before_action :set_order, only: %i[show update cancel]

    def index
      @q = params[:q].to_s.strip
      @orders = Order.search(@q).by_status(params[:status]).order(created_at: :desc).page(params[:page]).per(50)
    end

    def show
      @line_items = @order.line_items.includes(:product)
    end

    def update
      if @order.update(order_params)
        redirect_to admin_order_path(@order), notice: "注文を更新しました"
      else
        render :show, status: :unprocessable_entity
      end
    end

    def cancel
      Orders::Cancel.call(@order, by: current_admin)
      redirect_to admin_order_path(@order), notice: "注文をキャンセルしました"
    rescue Orders::Cancel::NotCancellable => e
      redirect_to admin_order_path(@order), alert: e.message
    end

    def export
      orders = Order.by_status(params[:status]).includes(:customer, :line_items).order(:id)
      send_data Orders::CsvExporter.new(orders).to_csv,
                filename: "orders-#{Time.zone.today.strftime('%Y%m%d')}.csv",
                type: "text/csv; charset=utf-8"
    end

    private

    def set_order
      @order = Order.find(params[:id])
    end

    def order_params
      params.require(:order).permit(:status, :admin_note)
    end
  end
end
