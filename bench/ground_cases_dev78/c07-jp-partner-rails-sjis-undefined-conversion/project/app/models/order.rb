class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, { pending: 0, paid: 1, shipped: 2, cancelled: 3 }

  scope :in_month, ->(month) {
    start = Date.strptime(month, "%Y-%m")
    where(ordered_at: start.beginning_of_month.beginning_of_day..start.end_of_month.end_of_day)
  }

  def total
    line_items.sum { |li| li.unit_price * li.quantity }
  end
end
