class Restaurant < ApplicationRecord
  has_many :reservations, dependent: :destroy
  has_many :waitlist_entries, dependent: :destroy

  validates :seats, numericality: { greater_than: 0 }

  def seating_duration
    seating_minutes.minutes
  end
end
