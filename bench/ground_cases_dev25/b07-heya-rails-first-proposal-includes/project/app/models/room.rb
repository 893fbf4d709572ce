class Room < ApplicationRecord
  has_many :reservations, dependent: :restrict_with_error

  validates :name, presence: true, uniqueness: true
  validates :floor, numericality: { only_integer: true, greater_than: 0 }
  validates :capacity, numericality: { only_integer: true, greater_than: 0 }

  def label
    "#{name}（#{floor}F・#{capacity}名）"
  end
end
