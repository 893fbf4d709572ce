class ReportsController < ApplicationController
  before_action :authenticate_admin!

  def index
    @month = selected_month
    @report = MonthlyReport.new(@month)
  end

  def export
    report = MonthlyReport.new(selected_month)
    send_data report.to_csv,
              filename: "sales_#{report.month.strftime('%Y-%m')}.csv",
              type: "text/csv; charset=utf-8"
  end

  def day
    @day = Date.iso8601(params[:day])
    @orders = Order.paid.where(ordered_at: @day.in_time_zone.all_day).order(:ordered_at)
  rescue Date::Error
    redirect_to reports_path, alert: "日付の形式が正しくありません"
  end

  private

  def selected_month
    return Date.current.beginning_of_month if params[:month].blank?

    Date.strptime(params[:month], "%Y-%m").beginning_of_month
  rescue Date::Error
    Date.current.beginning_of_month
  end
end
