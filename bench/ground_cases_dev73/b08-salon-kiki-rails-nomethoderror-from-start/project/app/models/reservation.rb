class Reservation < ApplicationRecord
  belongs_to :customer
  belongs_to :slot, optional: true, counter_cache: true

  enum :status, { confirmed: 0, cancelled: 1, visited: 2, no_show: 3 }

  validates :reserved_on, presence: true

  after_create_commit :schedule_sms_reminder

  # キャンセルすると枠を解放する（slot_id を外す）
  def cancel!
    transaction do
      update!(status: :cancelled, cancelled_at: Time.current, slot: nil)
    end
  end

  def reminder_due?
    confirmed? && reminded_at.nil?
  end

  private

  def schedule_sms_reminder
    return if customer.phone.blank?

    SmsReminderJob.set(wait_until: slot.starts_at - 3.hours).perform_later(id)
  end
end
