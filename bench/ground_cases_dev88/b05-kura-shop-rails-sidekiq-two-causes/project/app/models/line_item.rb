class LineItem < ApplicationRecord
  belongs_to :order, touch: true

  validates :sku, presence: true
  validates :quantity, numericality: { greater_than: 0 }

  def subtotal
    quantity * unit_price
  end
end
