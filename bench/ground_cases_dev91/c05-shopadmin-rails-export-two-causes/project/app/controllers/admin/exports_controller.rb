module Admin
  class ExportsController < Admin::BaseController
    def create
      from = Date.parse(params.require(:from))
      to = Date.parse(params.require(:to))
      csv = OrderCsvExporter.new(from:, to:).call

      send_data csv,
        filename: "orders-#{from}-#{to}.csv",
        type: "text/csv; charset=utf-8"
    end
  end
end
