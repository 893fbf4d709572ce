class User < ApplicationRecord
  has_many :subscriptions, dependent: :nullify

  validates :email, presence: true, uniqueness: true
end
