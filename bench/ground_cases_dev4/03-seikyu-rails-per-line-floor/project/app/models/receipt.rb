class Receipt < ApplicationRecord
  belongs_to :invoice
  has_many :line_items, dependent: :destroy

  def subtotal
    line_items.sum(&:amount)
  end

  # 税込合計（端数は合計に対して一度だけ切り捨て）
  def total
    (subtotal * (1 + Tax::RATE)).floor
  end
end
