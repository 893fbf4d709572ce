class Practitioner < ApplicationRecord
  belongs_to :clinic
  has_many :appointments, dependent: :restrict_with_error
  has_many :patients, -> { distinct }, through: :appointments

  validates :first_name, :last_name, presence: true
  validates :slot_minutes, numericality: { greater_than: 0, less_than_or_equal_to: 120 }

  def display_name
    [title, first_name, last_name].compact.join(" ")
  end
end
