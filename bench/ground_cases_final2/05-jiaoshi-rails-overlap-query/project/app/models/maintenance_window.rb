class MaintenanceWindow < ApplicationRecord
  belongs_to :room

  scope :overlapping, lambda { |from, to|
    where("starts_at < ? AND ends_at > ?", to, from)
  }
end
