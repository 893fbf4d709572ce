class Customer < ApplicationRecord
  has_many :orders, dependent: :restrict_with_error

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :name, presence: true

  normalizes :email, with: ->(email) { email.strip.downcase }

  scope :search, lambda { |q|
    next all if q.blank?

    where("name ILIKE :q OR email ILIKE :q", q: "%#{sanitize_sql_like(q)}%")
  }

  scope :with_open_orders, -> { joins(:orders).merge(Order.open).distinct }

  def display_name
    company.presence ? "#{name} (#{company})" : name
  end

  def lifetime_value_cents
    orders.where(status: %i[paid shipped]).sum(&:total_cents)
  end

  def first_order_at
    orders.minimum(:created_at)
  end

  def to_s
    display_name
  end
end
