class NotificationPreference < ApplicationRecord
  belongs_to :user

  validates :unsubscribe_token, presence: true, uniqueness: true
  validates :quiet_start_hour, :quiet_end_hour,
            numericality: { only_integer: true, in: 0..23 }, allow_nil: true

  DIGEST_FREQUENCIES = %w[daily weekly never].freeze
  validates :digest_frequency, inclusion: { in: DIGEST_FREQUENCIES }

  def quiet_hours_enabled?
    quiet_start_hour.present? && quiet_end_hour.present? && quiet_start_hour != quiet_end_hour
  end

  def unsubscribe_all!
    update!(email_digest: false, digest_frequency: "never", unsubscribed_at: Time.current)
  end

  def wants_push?(kind)
    push_enabled? && !muted_kinds.include?(kind.to_s)
  end
end
