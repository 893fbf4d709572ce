class LineItem < ApplicationRecord
  belongs_to :order
  belongs_to :product

  validates :quantity, numericality: { only_integer: true, greater_than: 0 }
  validates :unit_price_cents, numericality: { only_integer: true, greater_than_or_equal_to: 0 }

  delegate :sku, :name, to: :product

  # Digital products (vouchers, e-books) don't ship.
  def physical?
    product.nil? || product.physical?
  end

  def total_cents
    unit_price_cents * quantity
  end

  def reserve_stock!
    return unless physical?

    product.with_lock do
      raise Product::OutOfStock, sku if product.stock < quantity

      product.update!(stock: product.stock - quantity)
    end
  end

  def release_stock!
    return unless physical?

    product.with_lock { product.update!(stock: product.stock + quantity) }
  end

  def to_summary
    { sku: sku, name: name, quantity: quantity, total: Money.from_cents(total_cents) }
  end
end
