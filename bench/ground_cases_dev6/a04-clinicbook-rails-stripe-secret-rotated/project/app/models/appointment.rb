class Appointment < ApplicationRecord
  has_one :payment, dependent: :destroy

  validates :patient_name, :patient_email, :starts_at, presence: true

  scope :upcoming, -> { where("starts_at >= ?", Time.current).order(:starts_at) }

  def deposit_price_id
    ENV.fetch("STRIPE_DEPOSIT_PRICE_ID")
  end

  def confirmed?
    payment&.status == "paid"
  end
end
