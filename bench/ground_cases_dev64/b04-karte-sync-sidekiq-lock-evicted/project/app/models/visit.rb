class Visit < ApplicationRecord
  belongs_to :clinic

  validates :patient_ref, presence: true
  validates :visited_on, presence: true
  validates :amount_yen, numericality: { greater_than_or_equal_to: 0 }

  scope :on, ->(date) { where(visited_on: date) }
end
