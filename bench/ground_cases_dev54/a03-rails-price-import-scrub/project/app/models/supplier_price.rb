class SupplierPrice < ApplicationRecord
  belongs_to :supplier

  validates :supplier_sku, presence: true, uniqueness: { scope: :supplier_id }
  validates :name, presence: true
  validates :price, numericality: { greater_than_or_equal_to: 0 }
  validates :pack_size, numericality: { only_integer: true, greater_than: 0 }

  scope :current, -> { where("valid_from <= ?", Date.current) }

  def unit_price
    (price / pack_size).round(4)
  end
end
