require "csv"

module Admin
  class OrdersController < Admin::BaseController
    PER_PAGE = 50

    def index
      @orders = filtered_orders
      @status = params[:status]
      @page = current_page
    end

    def show
      @order = current_shop.orders.includes(:line_items, :customer).find(params[:id])
    end

    def export
      orders = filtered_orders
      csv = CSV.generate(headers: true) do |rows|
        rows << %w[number customer status total_yen created_at]
        orders.each do |order|
          rows << [order.number, order.customer.display_name, order.status,
                   order.total_yen, order.created_at.in_time_zone("Asia/Tokyo").iso8601]
        end
      end
      send_data csv, filename: "orders-#{Date.current.strftime('%Y%m%d')}.csv", type: "text/csv"
    end

    def cancel
      order = current_shop.orders.find(params[:id])
      order.cancel!
      redirect_to admin_order_path(order), notice: "注文をキャンセルしました"
    rescue ArgumentError => e
      redirect_to admin_order_path(order), alert: e.message
    end

    private

    def filtered_orders
      current_shop.orders
                  .includes(:customer)
                  .with_status(params[:status])
                  .created_between(parse_date(params[:from]), parse_date(params[:to]))
                  .recent_first
                  .limit(PER_PAGE).offset((current_page - 1) * PER_PAGE)
    end

    def current_page
      [params[:page].to_i, 1].max
    end
  end
end
