class Invoice < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  validates :issued_on, presence: true

  def subtotal
    line_items.sum { |item| item.unit_price * item.quantity }
  end

  # 税込合計
  def total
    line_items.sum { |item| (item.unit_price * item.quantity * (1 + Tax::RATE)).floor }
  end

  def tax
    total - subtotal
  end
end
