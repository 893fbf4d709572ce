class ExportsController < ApplicationController
  before_action :authenticate_partner!

  def orders
    month = params.require(:month)
    orders = Order.paid.in_month(month)
    data = OrderCsvExporter.new(orders).to_csv
    send_data data,
              type: "text/csv; charset=Shift_JIS",
              filename: "orders_#{month}.csv",
              disposition: "attachment"
  end
end
