module Admin
  class ExportsController < ApplicationController
    before_action :require_admin!

    def create
      range = params.fetch(:from).to_date..params.fetch(:to).to_date
      if range.count > 31
        ExportJob.perform_later(current_user.id, range.first.iso8601, range.last.iso8601)
        redirect_to admin_orders_path, notice: "导出任务已提交，完成后会发到你的邮箱"
      else
        orders = Order.where(created_at: range)
        send_data CsvExporter.new(orders).call,
                  filename: "orders-#{range.first}-#{range.last}.csv",
                  type: "text/csv"
      end
    end

    private

    def require_admin!
      head :forbidden unless current_user&.admin?
    end
  end
end
