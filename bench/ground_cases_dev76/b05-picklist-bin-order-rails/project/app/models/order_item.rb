class OrderItem < ApplicationRecord
  belongs_to :order
  belongs_to :product
  belongs_to :stock_lot, optional: true

  validates :quantity, numericality: { greater_than: 0 }

  delegate :sku, :name, to: :product

  def lot_number
    stock_lot&.lot_number
  end

  def bin_code
    stock_lot&.bin_location&.code
  end
end
