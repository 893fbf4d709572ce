module Admin
  class OrdersController < Admin::BaseController
    def index
      @orders = Order.order(ordered_at: :desc).page(params[:page])
    end

    def export
      from = Date.parse(params.require(:from)).beginning_of_day
      to = Date.parse(params.require(:to)).end_of_day
      csv = OrderCsvExporter.new(Order.between(from, to)).call
      send_data csv, filename: "orders-#{from.to_date}-#{to.to_date}.csv", type: "text/csv"
    end
  end
end
