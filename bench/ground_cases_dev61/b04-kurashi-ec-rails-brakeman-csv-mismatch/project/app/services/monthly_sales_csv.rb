require "csv"

# Monthly sales export for the accounting team (Admin > Reports > 売上CSV).
class MonthlySalesCsv
  HEADER = %w[注文番号 注文日時 顧客ID 金額 ステータス].freeze

  def initialize(year:, month:)
    @year = year
    @month = month
  end

  def rows
    from = Time.utc(@year, @month, 1)
    to = from.next_month
    Order.billable.placed_between(from, to).order(:created_at).includes(:customer)
  end

  def total_yen
    rows.sum(:total_yen)
  end

  def to_csv
    CSV.generate(headers: true) do |csv|
      csv << HEADER
      rows.each do |o|
        csv << [o.display_number, o.created_at.in_time_zone.strftime("%Y-%m-%d %H:%M"), o.customer_id, o.total_yen, o.status]
      end
      csv << ["合計", nil, nil, total_yen, nil]
    end
  end

  def filename
    format("sales-%04d-%02d.csv", @year, @month)
  end
end
