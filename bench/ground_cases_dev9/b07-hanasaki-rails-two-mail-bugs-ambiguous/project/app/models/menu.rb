class Menu < ApplicationRecord
  has_many :reservations

  validates :name, :duration_minutes, :price, presence: true
end
