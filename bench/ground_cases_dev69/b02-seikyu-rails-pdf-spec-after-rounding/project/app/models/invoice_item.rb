class InvoiceItem < ApplicationRecord
  belongs_to :invoice

  TAX_RATES = [10, 8].freeze

  validates :name, presence: true
  validates :quantity, numericality: { only_integer: true, greater_than: 0 }
  validates :unit_price, numericality: { only_integer: true, greater_than_or_equal_to: 0 }
  validates :tax_rate, inclusion: { in: TAX_RATES }

  # 税抜金額（円）
  def amount
    unit_price * quantity
  end

  def reduced_rate?
    tax_rate == 8
  end

  def display_name
    reduced_rate? ? "#{name} ※" : name
  end
end
