class OrderLine < ApplicationRecord
  belongs_to :order

  validates :sku, presence: true
  validates :quantity, numericality: { greater_than: 0 }
  validates :unit_price_cents, numericality: { greater_than_or_equal_to: 0 }

  def subtotal_cents
    quantity * unit_price_cents
  end
end
