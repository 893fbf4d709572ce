class Admin::ExportsController < Admin::BaseController
  def orders
    from = parse_date(params[:from]) || 30.days.ago.to_date
    to = parse_date(params[:to]) || Date.current
    if from > to
      redirect_to admin_orders_path, alert: "From must be before To"
      return
    end

    export = OrdersExport.new(current_account, from: from, to: to)
    send_data export.to_csv,
              filename: export.filename,
              type: "text/csv; charset=utf-8"
  end

  private

  def parse_date(value)
    return nil if value.blank?

    Date.iso8601(value)
  rescue Date::Error
    nil
  end
end
