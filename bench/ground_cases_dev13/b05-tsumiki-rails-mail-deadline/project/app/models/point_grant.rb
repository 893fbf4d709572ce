# A batch of points given to a member (purchase, campaign, apology...).
# Points expire at the end of the month, EXPIRY_MONTHS after the month they were granted.
class PointGrant < ApplicationRecord
  EXPIRY_MONTHS = 12

  belongs_to :member
  belongs_to :campaign, optional: true

  validates :points, numericality: { greater_than: 0 }
  validates :granted_on, presence: true

  before_validation :set_expiry, on: :create

  scope :unexpired, -> { where("expires_on >= ?", Date.current) }
  scope :expiring_in, ->(month) { where(expires_on: month.all_month) }
  scope :recent_first, -> { order(granted_on: :desc, id: :desc) }

  def remaining
    points - used_points
  end

  def expired?(today = Date.current)
    expires_on < today
  end

  def source_label
    campaign&.name || I18n.t("points.sources.#{source}", default: source.to_s)
  end

  private

  def set_expiry
    return if granted_on.blank? || expires_on.present?

    self.expires_on = granted_on.advance(months: EXPIRY_MONTHS).end_of_month
  end
end
