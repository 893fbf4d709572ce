class Document < ApplicationRecord
  belongs_to :employee
  has_one_attached :file

  MAX_SIZE = 20.megabytes
  ALLOWED_TYPES = %w[application/pdf image/jpeg image/png].freeze

  validates :title, presence: true
  validate :file_is_acceptable

  private

  def file_is_acceptable
    unless file.attached?
      errors.add(:file, "请上传附件")
      return
    end
    if file.blob.byte_size > MAX_SIZE
      errors.add(:file, "不能超过 20MB")
    end
    unless ALLOWED_TYPES.include?(file.blob.content_type)
      errors.add(:file, "只支持 PDF、JPG、PNG")
    end
  end
end
