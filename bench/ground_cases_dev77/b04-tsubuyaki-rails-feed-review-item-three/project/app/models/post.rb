# frozen_string_literal: true

class Post < ApplicationRecord
  belongs_to :user

  validates :body, presence: true, length: { maximum: 500 }

  scope :visible, -> { where(deleted_at: nil) }

  def as_feed_json
    {
      id: id,
      body: body,
      created_at: created_at.iso8601(6),
      user: { id: user.id, handle: user.handle }
    }
  end
end
