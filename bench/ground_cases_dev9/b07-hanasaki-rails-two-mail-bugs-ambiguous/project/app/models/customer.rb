class Customer < ApplicationRecord
  has_many :reservations, dependent: :restrict_with_error

  validates :name, presence: true
  validates :email, presence: true, format: { with: URI::MailTo::EMAIL_REGEXP }

  def display_name
    "#{name} 様"
  end
end
