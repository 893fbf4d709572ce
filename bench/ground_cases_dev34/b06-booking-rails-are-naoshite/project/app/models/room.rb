class Room < ApplicationRecord
  has_many :reservations, dependent: :restrict_with_error

  validates :name, presence: true, uniqueness: true
  validates :capacity, numericality: { greater_than: 0 }

  def free_at?(from, to)
    reservations.active.overlapping(from, to).none?
  end
end
