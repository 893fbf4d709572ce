class Seller < ApplicationRecord
  has_many :orders
  has_many :payouts

  validates :name, presence: true
  validates :bank_account_iban, presence: true, if: :payouts_enabled?

  scope :payable, -> { where(payouts_enabled: true) }

  def display_name
    shop_name.presence || name
  end
end
