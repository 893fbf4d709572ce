class StockLot < ApplicationRecord
  belongs_to :bin_location
  belongs_to :product

  validates :lot_number, presence: true
  validates :quantity, numericality: { greater_than_or_equal_to: 0 }

  scope :available, -> { where("quantity > 0") }
  scope :fefo, -> { order(:expires_on, :id) }

  def expired?(on = Date.current)
    expires_on.present? && expires_on < on
  end
end
