# frozen_string_literal: true

class Reservation < ApplicationRecord
  PICKUP_DAYS = 7

  belongs_to :book
  belongs_to :member

  enum :status, { waiting: 0, ready: 1, picked_up: 2, expired: 3, cancelled: 4 }

  validates :status, presence: true
  validates :member_id, uniqueness: { scope: :book_id, conditions: -> { where(status: %i[waiting ready]) } }

  # 取り置き期限切れ (ready のまま pickup_deadline を過ぎたもの)
  scope :overdue_pickup, ->(today = Time.zone.today) { ready.where("pickup_deadline < ?", today) }
  scope :for_member, ->(member) { where(member: member) }

  # 期限切れになったら次の人に回す (いなければ在庫に戻す)
  after_update_commit :release_to_next, if: -> { saved_change_to_status?(to: "expired") }

  def days_left
    return nil unless ready?

    (pickup_deadline - Time.zone.today).to_i
  end

  private

  def release_to_next
    nxt = book.reservations.waiting.order(:created_at).first
    if nxt
      nxt.update!(status: :ready, pickup_deadline: Time.zone.today + PICKUP_DAYS)
      ReservationMailer.with(reservation: nxt).ready_for_pickup.deliver_later
    else
      book.increment!(:available_count)
    end
  end
end
