class OrdersController < ApplicationController
  before_action :require_admin

  def index
    @orders = Order.search(params[:q]).includes(:customer).order(ordered_at: :desc).page(params[:page])
    respond_to do |format|
      format.html
      format.csv do
        body = OrdersCsvExporter.new(Order.includes(:customer).order(:ordered_at)).call
        send_data body,
                  filename: OrdersCsvExporter.filename,
                  type: "text/csv; charset=shift_jis"
      end
    end
  end

  def show
    @order = Order.find(params[:id])
  end

  def cancel
    @order = Order.find(params[:id])
    if @order.cancellable?
      @order.update!(status: :cancelled)
      redirect_to @order, notice: "キャンセルしました"
    else
      redirect_to @order, alert: "この注文はキャンセルできません"
    end
  end

  private

  def require_admin
    redirect_to root_path unless current_user&.admin?
  end
end
