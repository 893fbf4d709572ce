class Export < ApplicationRecord
  belongs_to :account
  belongs_to :user
  has_one_attached :file

  STATUSES = %w[queued running ready failed].freeze

  validates :status, inclusion: { in: STATUSES }

  def ready?
    status == "ready" && file.attached?
  end
end
