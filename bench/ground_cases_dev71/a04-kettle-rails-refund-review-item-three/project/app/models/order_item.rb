class OrderItem < ApplicationRecord
  belongs_to :order

  validates :sku, presence: true
  validates :quantity, numericality: { only_integer: true, greater_than: 0 }

  def total_cents
    unit_price_cents * quantity
  end
end
