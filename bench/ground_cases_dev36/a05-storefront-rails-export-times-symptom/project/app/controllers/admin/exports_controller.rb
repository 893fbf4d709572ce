# frozen_string_literal: true

module Admin
  class ExportsController < Admin::BaseController
    def orders
      authorize :export, :orders?
      scope = Order.placed_between(from_param, to_param).order(:placed_at)
      export = Exports::OrdersCsv.new(scope)
      send_data export.to_csv, filename: export.filename, type: "text/csv; charset=utf-8"
    end

    private

    def from_param
      Time.zone.parse(params.require(:from)).beginning_of_day
    end

    def to_param
      Time.zone.parse(params.require(:to)).end_of_day
    end
  end
end
