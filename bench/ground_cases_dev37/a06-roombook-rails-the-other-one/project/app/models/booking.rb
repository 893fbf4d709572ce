class Booking < ApplicationRecord
  belongs_to :room
  belongs_to :guest, class_name: "User"

  enum :status, { pending: 0, confirmed: 1, cancelled: 2 }

  validates :check_in, :check_out, presence: true
  validate :check_out_after_check_in
  validate :room_is_free, on: :create

  before_save :compute_total

  scope :active, -> { where.not(status: :cancelled) }
  scope :upcoming, -> { active.where(check_in: Date.current..).order(:check_in) }

  def nights
    (check_out - check_in).to_i + 1
  end

  def total
    Money.new(total_cents, room.currency)
  end

  def cancellable?
    confirmed? && check_in > Date.current + 2.days
  end

  private

  def compute_total
    return if room.nil? || check_in.blank? || check_out.blank?
    self.total_cents = nights * room.nightly_rate_cents
  end

  def check_out_after_check_in
    return if check_in.blank? || check_out.blank?
    errors.add(:check_out, "must be after check-in") unless check_out > check_in
  end

  def room_is_free
    return if room.nil? || check_in.blank? || check_out.blank?
    return if Availability.new(room).free?(check_in, check_out, except: id)

    errors.add(:base, "Room is not available for these dates")
  end
end
