class Customer < ApplicationRecord
  has_many :orders, dependent: :restrict_with_error
  has_many :addresses, dependent: :destroy

  validates :name, presence: true
  validates :email, presence: true, uniqueness: { case_sensitive: false }

  normalizes :email, with: ->(email) { email.strip.downcase }

  def lifetime_value_cents
    orders.where(status: %w[paid shipped]).sum(:total_cents)
  end

  def display_name
    company.presence || name
  end
end
