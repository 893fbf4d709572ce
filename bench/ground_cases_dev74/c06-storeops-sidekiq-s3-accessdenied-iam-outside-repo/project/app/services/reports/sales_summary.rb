require "caxlsx"

module Reports
  class SalesSummary
    Row = Struct.new(:store_code, :store_name, :orders, :revenue, keyword_init: true)

    def initialize(day)
      @day = day
    end

    def rows
      @rows ||= Order.joins(:store)
                     .where(status: %w[paid partially_refunded])
                     .where(paid_at: @day.in_time_zone.all_day)
                     .group("stores.code", "stores.name")
                     .order("stores.code")
                     .pluck("stores.code", "stores.name", Arel.sql("count(*)"), Arel.sql("sum(total_amount - coalesce(refunded_amount, 0))"))
                     .map { |code, name, n, sum| Row.new(store_code: code, store_name: name, orders: n, revenue: sum) }
    end

    def to_xlsx
      package = Axlsx::Package.new
      package.workbook.add_worksheet(name: @day.iso8601) do |sheet|
        money = sheet.styles.add_style(num_fmt: 4)
        sheet.add_row %w[门店编码 门店 订单数 销售额]
        rows.each { |r| sheet.add_row [r.store_code, r.store_name, r.orders, r.revenue], style: [nil, nil, nil, money] }
        sheet.add_row ["合计", nil, rows.sum(&:orders), rows.sum(&:revenue)], style: [nil, nil, nil, money]
      end
      package.to_stream.read
    end
  end
end
