class Project < ApplicationRecord
  belongs_to :client
  has_many :time_entries, dependent: :destroy

  validates :name, presence: true, uniqueness: { scope: :client_id }
  validates :hourly_rate_cents, numericality: { greater_than_or_equal_to: 0 }

  default_scope { where(archived_at: nil) }

  scope :archived, -> { where.not(archived_at: nil) }
  scope :billable, -> { where(billable: true) }
  scope :by_name, -> { order(:name) }

  def archived?
    archived_at.present?
  end

  def archive!
    update!(archived_at: Time.current)
  end

  def unarchive!
    update!(archived_at: nil)
  end

  def hours_logged
    time_entries.sum(:minutes) / 60.0
  end

  def revenue_cents
    (hours_logged * hourly_rate_cents).round
  end

  def to_s
    "#{client.name} / #{name}"
  end
end
