class Client < ApplicationRecord
  has_many :bookings, dependent: :restrict_with_error

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :phone, presence: true

  def card_on_file?
    stripe_customer_id.present? && stripe_payment_method_id.present?
  end

  def display_name
    [first_name, last_name].compact.join(" ")
  end
end
