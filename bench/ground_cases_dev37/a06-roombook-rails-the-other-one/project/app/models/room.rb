class Room < ApplicationRecord
  belongs_to :property
  has_many :bookings, dependent: :restrict_with_error

  validates :name, presence: true
  validates :nightly_rate_cents, numericality: { greater_than: 0 }
  validates :currency, inclusion: { in: %w[EUR GBP CHF] }

  def availability
    Availability.new(self)
  end
end
