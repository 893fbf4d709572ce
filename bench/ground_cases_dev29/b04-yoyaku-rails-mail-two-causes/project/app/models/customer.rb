class Customer < ApplicationRecord
  has_many :reservations, dependent: :restrict_with_error

  validates :name, presence: true
  validates :email, format: { with: URI::MailTo::EMAIL_REGEXP }, allow_blank: true
  validates :line_user_id, uniqueness: true, allow_nil: true

  def notifiable_by_email?
    email.present?
  end
end
