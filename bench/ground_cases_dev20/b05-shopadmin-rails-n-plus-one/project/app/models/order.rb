class Order < ApplicationRecord
  belongs_to :customer
  has_one :shipping_address, dependent: :destroy
  has_many :line_items, dependent: :destroy
  has_many :products, through: :line_items

  enum :status, { pending: 0, paid: 1, shipped: 2, cancelled: 3 }

  validates :number, presence: true, uniqueness: true

  scope :by_status, ->(status) { status.present? ? where(status: status) : all }

  def self.search(q)
    return all if q.blank?

    joins(:customer).where(
      "orders.number = :q OR customers.name LIKE :like OR customers.email LIKE :like",
      q: q, like: "%#{sanitize_sql_like(q)}%"
    )
  end

  def total
    line_items.sum { |li| li.unit_price * li.quantity }
  end

  def cancellable?
    pending? || paid?
  end
end
