class Room < ApplicationRecord
  has_many :bookings, dependent: :destroy
  has_many :maintenance_windows, dependent: :destroy

  validates :name, presence: true, uniqueness: true
  validates :capacity, numericality: { greater_than: 0 }
end
