require "csv"

class OrdersExport
  HEADERS = %w[number placed_at customer_email status items total_cents currency].freeze

  def initialize(account, from:, to:)
    @account = account
    @from = from
    @to = to
  end

  def filename
    "orders-#{@account.slug}-#{@from.iso8601}-#{@to.iso8601}.csv"
  end

  def to_csv
    CSV.generate(headers: true) do |csv|
      csv << HEADERS
      scope.find_each(batch_size: 500) do |order|
        csv << row(order)
      end
    end
  end

  private

  def scope
    @account.orders
            .includes(:customer, :line_items)
            .where(placed_at: range)
            .order(:placed_at)
  end

  def range
    @from.beginning_of_day..@to.to_date
  end

  def row(order)
    [
      order.number,
      order.placed_at.iso8601,
      order.customer.email,
      order.status,
      order.line_items.sum(&:quantity),
      order.total_cents,
      order.currency
    ]
  end
end
