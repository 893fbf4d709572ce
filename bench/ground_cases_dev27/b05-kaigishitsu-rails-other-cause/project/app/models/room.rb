class Room < ApplicationRecord
  belongs_to :organization
  has_many :reservations, dependent: :destroy

  validates :name, presence: true, uniqueness: { scope: :organization_id }
  validates :capacity, numericality: { greater_than: 0 }
end
