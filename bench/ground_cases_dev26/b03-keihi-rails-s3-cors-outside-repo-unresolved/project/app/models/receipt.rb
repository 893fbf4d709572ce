class Receipt < ApplicationRecord
  belongs_to :expense
  belongs_to :uploaded_by, class_name: "User"

  has_one_attached :image do |attachable|
    attachable.variant :thumb, resize_to_limit: [320, 320]
  end

  ALLOWED_TYPES = %w[image/jpeg image/png application/pdf].freeze
  MAX_SIZE = 10.megabytes

  validates :image, presence: true
  validate :image_type_and_size
  validates :amount, numericality: { greater_than: 0 }, allow_nil: true

  scope :recent, -> { order(created_at: :desc) }
  scope :unprocessed, -> { where(ocr_status: "pending") }

  enum :ocr_status, { pending: "pending", done: "done", failed: "failed" }, default: :pending

  def thumbnail
    image.variant(:thumb)
  end

  def pdf?
    image.content_type == "application/pdf"
  end

  def mark_ocr_done!(amount:, vendor:)
    update!(amount: amount, vendor: vendor, ocr_status: :done)
  end

  def mark_ocr_failed!
    update!(ocr_status: :failed)
  end

  private

  def image_type_and_size
    return unless image.attached?

    errors.add(:image, "はJPEG・PNG・PDFのみアップロードできます") unless image.content_type.in?(ALLOWED_TYPES)
    errors.add(:image, "は10MB以下にしてください") if image.byte_size > MAX_SIZE
  end
end
