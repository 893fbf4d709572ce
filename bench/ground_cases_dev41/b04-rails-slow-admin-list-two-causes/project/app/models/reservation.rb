class Reservation < ApplicationRecord
  belongs_to :store
  belongs_to :customer
  belongs_to :item
  has_many :payments, dependent: :restrict_with_error

  enum :status, { pending: 0, confirmed: 1, picked_up: 2, returned: 3, cancelled: 4 }

  validates :pickup_at, :return_at, presence: true
  validate :return_after_pickup

  before_create :assign_code

  scope :upcoming, -> { where(pickup_at: Time.current..).order(:pickup_at) }
  scope :overdue, -> { picked_up.where(return_at: ...Time.current) }
  scope :returned_late, -> { returned.where("returned_at > return_at") }

  # Every started 24h counts as a rental day.
  def rental_days
    ((return_at - pickup_at) / 1.day).ceil
  end

  def late?
    returned_at.present? && returned_at > return_at
  end

  private

  def return_after_pickup
    return if pickup_at.blank? || return_at.blank?

    errors.add(:return_at, "は受取日時より後にしてください") if return_at <= pickup_at
  end

  def assign_code
    self.code ||= "R#{Time.current.strftime('%y%m')}-#{SecureRandom.alphanumeric(6).upcase}"
  end
end
