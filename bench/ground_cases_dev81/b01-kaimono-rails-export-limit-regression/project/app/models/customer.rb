class Customer < ApplicationRecord
  belongs_to :shop
  has_many :orders, dependent: :restrict_with_error

  validates :email, presence: true, uniqueness: { scope: :shop_id, case_sensitive: false }
  validates :name, presence: true

  before_validation :normalize_email

  def display_name
    name.presence || email
  end

  def lifetime_value_cents
    orders.where(status: %w[paid shipped]).sum(:total_cents)
  end

  def last_order_at
    orders.maximum(:created_at)
  end

  private

  def normalize_email
    self.email = email.to_s.strip.downcase
  end
end
