class WaitlistEntry < ApplicationRecord
  belongs_to :restaurant

  scope :pending, -> { where(status: "pending") }

  validates :party_size, numericality: { greater_than: 0 }

  def offer!
    update!(status: "offered", notified_at: Time.current)
    WaitlistMailer.seat_available(self).deliver_later
  end
end
