class StaffMember < ApplicationRecord
  has_many :reservations

  scope :bookable, -> { where(active: true).order(:position) }
end
