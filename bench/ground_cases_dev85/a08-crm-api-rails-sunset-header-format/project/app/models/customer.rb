class Customer < ApplicationRecord
  validates :name, presence: true, length: { maximum: 200 }
  validates :email, presence: true, format: { with: URI::MailTo::EMAIL_REGEXP }
  validates :locale, inclusion: { in: %w[de en fr nl] }, allow_nil: true

  before_validation { self.email = email&.strip&.downcase }
end
