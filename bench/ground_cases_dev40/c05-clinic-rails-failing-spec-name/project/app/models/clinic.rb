class Clinic < ApplicationRecord
  has_many :doctors, dependent: :restrict_with_error

  validates :name, presence: true
  validates :time_zone, inclusion: { in: ActiveSupport::TimeZone.all.map { |z| z.tzinfo.name } }

  def zone
    ActiveSupport::TimeZone[time_zone]
  end
end
