class SmsMessage < ApplicationRecord
  belongs_to :reservation

  STATUSES = %w[queued sending sent delivered undelivered failed].freeze
  validates :sid, presence: true, uniqueness: true
  validates :status, inclusion: { in: STATUSES + %w[accepted scheduled read canceled] }

  scope :failed, -> { where(status: %w[undelivered failed]) }
end
