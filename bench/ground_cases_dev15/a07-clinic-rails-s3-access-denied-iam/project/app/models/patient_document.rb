class PatientDocument < ApplicationRecord
  KINDS = %w[referral lab_result discharge_letter consent other].freeze
  MAX_SIZE = 20.megabytes
  ALLOWED_TYPES = %w[application/pdf image/jpeg image/png].freeze

  belongs_to :patient
  belongs_to :uploaded_by, class_name: "User"

  has_one_attached :file, service: (Rails.env.production? || Rails.env.staging? ? :amazon_docs : nil)

  validates :kind, inclusion: { in: KINDS }
  validates :title, presence: true, length: { maximum: 200 }
  validate :file_present_and_acceptable

  scope :recent_first, -> { order(created_at: :desc) }

  def display_name
    "#{title} (#{kind.humanize.downcase})"
  end

  private

  def file_present_and_acceptable
    unless file.attached?
      errors.add(:file, "must be attached")
      return
    end
    errors.add(:file, "must be a PDF, JPEG or PNG") unless ALLOWED_TYPES.include?(file.content_type)
    errors.add(:file, "must be smaller than 20 MB") if file.byte_size > MAX_SIZE
  end
end
