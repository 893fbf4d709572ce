class Redemption < ApplicationRecord
  belongs_to :coupon
  belongs_to :user

  validates :order_id, presence: true
end
