class LineItem < ApplicationRecord
  belongs_to :invoice, optional: true
  belongs_to :receipt, optional: true

  validates :quantity, numericality: { greater_than: 0 }

  def amount
    unit_price * quantity
  end
end
