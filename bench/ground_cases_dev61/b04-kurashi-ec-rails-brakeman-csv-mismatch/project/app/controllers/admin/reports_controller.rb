module Admin
  class ReportsController < Admin::BaseController
    def index
      now = Time.zone.now
      @year = params.fetch(:year, now.year).to_i
      @month = params.fetch(:month, now.month).to_i
      @stats = DashboardStats.new(year: @year, month: @month)
    end

    def sales_csv
      report = MonthlySalesCsv.new(year: params[:year].to_i, month: params[:month].to_i)
      send_data "\uFEFF" + report.to_csv,
                filename: report.filename,
                type: "text/csv; charset=utf-8"
    end
  end
end
