class Message < ApplicationRecord
  belongs_to :room
  belongs_to :user

  validates :body, presence: true, length: { maximum: 4000 }

  scope :chronological, -> { order(:created_at, :id) }
  scope :before, ->(id) { id.present? ? where("messages.id < ?", id) : all }

  after_create_commit :broadcast_created
  after_update_commit :broadcast_edited

  def edited?
    edited_at.present?
  end

  def as_broadcast(action)
    {
      action: action,
      id: id,
      html: ApplicationController.render(partial: "messages/message", locals: { message: self }),
      user_id: user_id,
      sent_at: created_at.iso8601(3)
    }
  end

  private

  def broadcast_created
    RoomChannel.broadcast_to(room, as_broadcast("create"))
  end

  def broadcast_edited
    # edits replace the bubble that is already on screen
    RoomChannel.broadcast_to(room, as_broadcast("update"))
  end
end
