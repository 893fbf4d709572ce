class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, { pending: 0, paid: 1, shipped: 2, cancelled: 3, refunded: 4 }

  validates :number, presence: true, uniqueness: true
  validates :customer_email, presence: true

  before_save :refresh_sku_list

  # Free-text search used by the back-office order list: order number,
  # customer e-mail or any SKU on the order (sku_list is "SKU1 SKU2 ...").
  scope :search, lambda { |q|
    next all if q.blank?

    where("number LIKE :q OR customer_email LIKE :q", q: "%#{sanitize_sql_like(q)}%")
  }

  scope :recent, -> { order(created_at: :desc) }
  scope :open, -> { where(status: %i[pending paid]) }

  def total_cents
    line_items.sum("quantity * unit_price_cents")
  end

  def cancellable?
    pending? || paid?
  end

  private

  def refresh_sku_list
    self.sku_list = line_items.map(&:sku).uniq.join(" ")
  end
end
