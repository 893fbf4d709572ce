class LineItem < ApplicationRecord
  belongs_to :order
  belongs_to :product

  validates :quantity, numericality: { only_integer: true, greater_than: 0, less_than_or_equal_to: 99 }
  validates :unit_price_cents, numericality: { only_integer: true, greater_than_or_equal_to: 0 }

  before_validation :copy_price, on: :create

  def subtotal_cents
    unit_price_cents * quantity
  end

  def product_name
    product&.name || "（已下架商品）"
  end

  private

  def copy_price
    self.unit_price_cents ||= product&.price_cents
  end
end
