class User < ApplicationRecord
  has_many :orders, dependent: :destroy
  has_one :subscription, dependent: :destroy

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :name, presence: true

  before_validation { self.email = email.to_s.strip.downcase }

  def active_subscriber?
    subscription.present? && subscription.active?
  end
end
