# frozen_string_literal: true

class InvoiceItem < ApplicationRecord
  belongs_to :invoice

  validates :name, presence: true, length: { maximum: 90 }
  validates :quantity, numericality: { greater_than: 0 }
  validates :unit_price, numericality: { greater_than_or_equal_to: 0 }

  def amount
    (quantity * unit_price).round(2)
  end
end
