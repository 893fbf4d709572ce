class User < ApplicationRecord
  has_secure_password

  has_many :memberships, dependent: :destroy
  has_many :shops, through: :memberships

  normalizes :email, with: ->(email) { email.strip.downcase }

  validates :email, presence: true, uniqueness: true, format: { with: URI::MailTo::EMAIL_REGEXP }
  validates :name, presence: true
  validates :password, length: { minimum: 10 }, allow_nil: true
end
