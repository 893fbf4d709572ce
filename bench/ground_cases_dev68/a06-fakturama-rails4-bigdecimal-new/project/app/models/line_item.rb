class LineItem < ActiveRecord::Base
  belongs_to :invoice
  belongs_to :product

  validates :quantity, numericality: { greater_than: 0 }
  validates :unit_price, presence: true

  # discount_percent is stored as a string in the old schema ("12.5"), see db/schema.rb
  def discount_rate
    return 0 if discount_percent.blank?
    BigDecimal(discount_percent.to_s) / 100
  end

  def gross_amount
    unit_price * quantity
  end

  def net_amount
    (gross_amount * (1 - discount_rate)).round(2)
  end

  def description
    [product.try(:name), note].compact.join(' - ')
  end
end
