# The admin top page: this month's sales, top products and the latest imports.
class DashboardController < ApplicationController
  before_action :authenticate_admin!

  def show
    @month = params[:month].present? ? Date.strptime(params[:month], "%Y-%m") : Date.current
    month_orders = Order.paid.where(ordered_at: @month.beginning_of_month...@month.end_of_month)
    @month_total = month_orders.sum(:amount_gross)
    @month_count = month_orders.count
    @average_order = @month_count.zero? ? 0 : (@month_total / @month_count).round
    @top_products = month_orders.group(:product_code).order("sum_amount_gross DESC").limit(5).sum(:amount_gross)
    @recent_imports = ImportRun.order(created_at: :desc).limit(5)
  end

  def import
    run = ImportRun.create!(file: params.require(:file), status: "queued", created_by: current_admin)
    ImportOrdersWorker.perform_async(run.id)
    redirect_to dashboard_path, notice: "インポートを開始しました (##{run.id})"
  end

  def import_status
    run = ImportRun.find(params[:id])
    render json: { status: run.status, imported: run.imported_count, errors: run.error_messages }
  end

  # JSON for the daily sales chart under the KPI cards
  def chart
    month = params[:month].present? ? Date.strptime(params[:month], "%Y-%m") : Date.current
    daily = Order.paid.where(ordered_at: month.in_time_zone.all_month)
                 .group("DATE(ordered_at AT TIME ZONE 'Asia/Tokyo')")
                 .sum(:amount_gross)
    render json: daily.transform_keys(&:to_s)
  end
end
