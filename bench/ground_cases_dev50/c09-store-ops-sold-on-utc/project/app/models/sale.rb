class Sale < ApplicationRecord
  belongs_to :store
  belongs_to :sales_import, optional: true

  validates :sku, presence: true
  validates :sold_on, presence: true
  validates :qty, numericality: { only_integer: true, other_than: 0 }
  validates :unit_price, numericality: { greater_than_or_equal_to: 0 }

  scope :on, ->(day) { where(sold_on: day) }
  scope :between, ->(from, to) { where(sold_on: from..to) }

  def amount
    qty * unit_price
  end

  def refund?
    qty.negative?
  end

  # { [store_id, sold_on] => total amount } for the dashboards
  def self.daily_totals(from, to)
    between(from, to)
      .group(:store_id, :sold_on)
      .sum(Arel.sql("qty * unit_price"))
  end

  def self.skus_sold(day)
    on(day).distinct.order(:sku).pluck(:sku)
  end
end
