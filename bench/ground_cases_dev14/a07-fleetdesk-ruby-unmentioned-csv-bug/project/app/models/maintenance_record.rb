class MaintenanceRecord < ApplicationRecord
  belongs_to :vehicle, touch: true
  belongs_to :performed_by, class_name: "User", optional: true

  KINDS = %w[inspection oil_change tyres brakes repair other].freeze

  validates :kind, inclusion: { in: KINDS }
  validates :performed_on, presence: true
  validates :odometer_km, numericality: { greater_than_or_equal_to: 0 }, allow_nil: true
  validates :cost_cents, numericality: { only_integer: true, greater_than_or_equal_to: 0 }

  after_create :advance_inspection_date, if: -> { kind == "inspection" }

  scope :between, ->(from, to) { where(performed_on: from..to) }
  scope :inspections, -> { where(kind: "inspection") }

  def cost
    Money.new(cost_cents, "EUR")
  end

  def summary
    parts = [kind.humanize, performed_on.to_fs(:short)]
    parts << "#{odometer_km} km" if odometer_km
    parts.join(", ")
  end

  private

  # German HU: every 24 months for cars, 12 for vans over 3.5 t.
  def advance_inspection_date
    months = vehicle.heavy? ? 12 : 24
    vehicle.update!(next_inspection_on: performed_on.advance(months: months))
  end
end
