class Order < ApplicationRecord
  belongs_to :user
  has_many :line_items

  def total
    line_items.sum { |li| li.unit_price * li.quantity }
  end
end
