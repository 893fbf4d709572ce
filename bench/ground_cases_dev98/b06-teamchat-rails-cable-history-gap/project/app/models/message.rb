class Message < ApplicationRecord
  belongs_to :room
  belongs_to :user

  validates :body, presence: true, length: { maximum: 4000 }

  # Newest first; the client reverses each page before prepending it.
  scope :newest_first, -> { order(id: :desc) }

  # Older history for infinite scroll. The cursor is the id of the oldest
  # message the client already shows.
  scope :before_cursor, ->(cursor) { cursor.present? ? where("id < ?", cursor) : all }

  after_create_commit :broadcast_created

  def as_payload
    {
      id: id,
      room_id: room_id,
      user: { id: user_id, name: user.display_name },
      body: body,
      created_at: created_at.iso8601(3)
    }
  end

  private

  def broadcast_created
    RoomChannel.broadcast_to(room, { type: "message", message: as_payload })
  end
end
