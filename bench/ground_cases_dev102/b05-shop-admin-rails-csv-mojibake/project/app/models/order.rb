class Order < ApplicationRecord
  belongs_to :customer

  enum :status, { pending: 0, paid: 1, shipped: 2, cancelled: 3 }

  validates :number, presence: true, uniqueness: true
  validates :total_yen, numericality: { greater_than_or_equal_to: 0 }

  delegate :name, to: :customer, prefix: true

  scope :recent, -> { where("ordered_at >= ?", 30.days.ago) }

  def cancellable?
    pending? || paid?
  end

  def shipped_late?
    shipped? && shipped_at.present? && shipped_at > ordered_at + 3.days
  end

  def display_total
    ActiveSupport::NumberHelper.number_to_currency(total_yen, unit: "¥", precision: 0)
  end

  def to_param
    number
  end

  def self.search(q)
    return all if q.blank?

    joins(:customer).where("orders.number LIKE :q OR customers.name LIKE :q", q: "%#{sanitize_sql_like(q)}%")
  end
end
