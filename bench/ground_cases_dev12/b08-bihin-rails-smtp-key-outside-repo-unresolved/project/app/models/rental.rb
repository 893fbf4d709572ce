class Rental < ApplicationRecord
  belongs_to :user
  belongs_to :item

  enum :status, { active: 0, returned: 1, lost: 2 }

  validates :lent_on, :due_on, presence: true
  validate :due_on_after_lent_on

  scope :overdue, ->(today = Time.zone.today) { active.where(due_on: ...today) }

  after_create_commit :send_lent_mail

  MAX_DAYS = 30

  def self.lend!(user:, item:, days: 7)
    raise ArgumentError, "貸出日数は #{MAX_DAYS} 日までです" if days > MAX_DAYS

    transaction do
      item.lock!
      raise ActiveRecord::RecordInvalid, item if item.rentals.active.exists?

      create!(user: user, item: item, lent_on: Time.zone.today, due_on: Time.zone.today + days)
    end
  end

  def return!
    update!(status: :returned, returned_on: Time.zone.today)
    RentalMailer.returned(self).deliver_later
  end

  def days_left(today = Time.zone.today)
    (due_on - today).to_i
  end

  private

  def send_lent_mail
    RentalMailer.lent(self).deliver_later
  end

  def due_on_after_lent_on
    return if lent_on.blank? || due_on.blank?

    errors.add(:due_on, "は貸出日より後にしてください") if due_on <= lent_on
  end
end
