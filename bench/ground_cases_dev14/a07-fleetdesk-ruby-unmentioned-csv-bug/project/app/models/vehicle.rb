class Vehicle < ApplicationRecord
  belongs_to :depot
  belongs_to :driver, class_name: "User", optional: true
  has_many :maintenance_records, -> { order(performed_on: :desc) }, dependent: :destroy

  enum :status, { active: 0, in_workshop: 1, retired: 2 }

  validates :plate, presence: true, uniqueness: { case_sensitive: false }
  validates :vin, length: { is: 17 }, allow_blank: true
  validates :next_inspection_on, presence: true, unless: :retired?

  before_validation :normalize_plate

  scope :in_depot, ->(depot) { where(depot: depot) }
  scope :unassigned, -> { active.where(driver_id: nil) }
  scope :inspection_due_within, lambda { |days = 30, today: Date.current|
    active.where(next_inspection_on: today..(today + days.days)).order(:next_inspection_on)
  }

  def last_service
    # Use the preloaded records on list pages instead of a LIMIT 1 query per vehicle.
    maintenance_records.loaded? ? maintenance_records.to_a.first : maintenance_records.first
  end

  def inspection_overdue?(today = Date.current)
    !retired? && next_inspection_on.present? && next_inspection_on < today
  end

  def display_name
    [plate, model_name_with_year].compact.join(" · ")
  end

  private

  def model_name_with_year
    return if make.blank?

    year.present? ? "#{make} #{model} (#{year})" : "#{make} #{model}"
  end

  def normalize_plate
    self.plate = plate.to_s.upcase.gsub(/\s+/, " ").strip
  end
end
