class Seller < ApplicationRecord
  has_many :products, dependent: :restrict_with_error

  enum status: { pending: 0, active: 1, banned: 2 }

  validates :shop_name, presence: true, uniqueness: true
  validates :commission_rate, numericality: { greater_than_or_equal_to: 0, less_than: 50 }

  def display_name
    shop_name
  end

  def can_sell?
    active? && bank_account_verified_at.present?
  end

  def commission_for(amount)
    (amount * commission_rate / 100.0).floor
  end

  def payout_for(amount)
    amount - commission_for(amount)
  end

  def suspend_all_products!
    transaction do
      products.published.find_each(&:suspended!)
    end
  end
end
