class LineItem < ApplicationRecord
  belongs_to :order

  validates :quantity, numericality: { only_integer: true, greater_than: 0 }
  validates :unit_price, numericality: { greater_than_or_equal_to: 0 }

  def amount
    unit_price * quantity
  end
end
