class Notification < ApplicationRecord
  belongs_to :user
  belongs_to :subject, polymorphic: true, optional: true

  KINDS = %w[mention comment assignment due_soon].freeze

  validates :kind, inclusion: { in: KINDS }
  validates :title, presence: true, length: { maximum: 200 }

  scope :unread, -> { where(read_at: nil) }
  scope :recent_first, -> { order(created_at: :desc, id: :desc) }

  # Keyset pagination on (created_at, id): rows that arrive while someone scrolls sort
  # before the cursor, so pages never shift or repeat.
  scope :before_cursor, lambda { |cursor|
    next all if cursor.blank?

    time, id = cursor.split("_", 2)
    where("(notifications.created_at, notifications.id) < (?, ?)", Time.iso8601(time), id.to_i)
  }

  def cursor
    "#{created_at.utc.iso8601(6)}_#{id}"
  end

  after_create_commit -> { NotificationsChannel.broadcast_created(self) }

  def read?
    read_at.present?
  end

  def mark_read!
    return if read?

    update!(read_at: Time.current)
    NotificationsChannel.broadcast_read(self)
  end

  # One UPDATE and one broadcast, instead of mark_read! (and a broadcast) per row.
  def self.mark_all_read!(user)
    count = where(user: user).unread.update_all(read_at: Time.current, updated_at: Time.current)
    NotificationsChannel.broadcast_cleared(user) if count.positive?
    count
  end

  def self.unread_count_for(user)
    where(user: user).unread.count
  end

  def to_param
    "#{id}-#{title.parameterize.first(40)}"
  end
end
