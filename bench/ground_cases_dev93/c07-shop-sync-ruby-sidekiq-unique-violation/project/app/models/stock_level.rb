class StockLevel < ApplicationRecord
  belongs_to :warehouse

  validates :sku, presence: true, length: { maximum: 64 }
  validates :quantity, numericality: { only_integer: true }

  scope :in_stock, -> { where("quantity > 0") }
  scope :stale, ->(since = 1.hour.ago) { where("synced_at < ?", since) }

  # Quantity can go negative: the feed reports oversold items as negative stock
  # and the storefront hides anything at or below zero.
  def sellable?
    quantity.positive?
  end

  def oversold?
    quantity.negative?
  end

  def self.total_for(sku)
    where(sku: sku).sum(:quantity)
  end

  def self.for_warehouse(code)
    joins(:warehouse).where(warehouses: { code: code })
  end

  def stale?(since = 1.hour.ago)
    synced_at.nil? || synced_at < since
  end

  def to_feed_row
    { sku: sku, qty: quantity, warehouse: warehouse.code }
  end
end
