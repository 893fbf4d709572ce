class User < ApplicationRecord
  has_many :enrollments, dependent: :destroy
  has_secure_token :api_token

  validates :email, presence: true, uniqueness: true

  after_commit :sync_to_crm, on: %i[create update]

  private

  def sync_to_crm
    SyncCrmJob.perform_later(id)
  end
end
