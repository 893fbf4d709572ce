class User < ApplicationRecord
  has_many :bookings, dependent: :destroy

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :name, presence: true

  before_save { self.email = email.downcase }

  def display_name
    name.presence || email.split("@").first
  end
end
