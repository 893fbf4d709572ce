class SalesImport < ApplicationRecord
  belongs_to :uploaded_by, class_name: "User"
  has_one_attached :file
  has_many :sales, dependent: :nullify

  STATUSES = %w[pending running done failed].freeze
  validates :status, inclusion: { in: STATUSES }

  scope :recent, -> { order(created_at: :desc).limit(20) }
  scope :unfinished, -> { where(status: %w[pending running]) }

  def start!
    update!(status: "running", imported_rows: 0, failed_rows: 0, errors_detail: [])
  end

  def finish!(imported:, failed:, errors:)
    update!(status: "done", imported_rows: imported, failed_rows: failed,
            errors_detail: errors, finished_at: Time.current)
  end

  def fail!
    update!(status: "failed", finished_at: Time.current)
  end

  def done?
    status == "done"
  end

  def duration
    finished_at && (finished_at - created_at)
  end
end
