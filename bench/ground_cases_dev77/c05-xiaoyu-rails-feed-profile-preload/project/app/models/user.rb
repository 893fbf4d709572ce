class User < ApplicationRecord
  has_one :profile, dependent: :destroy
  has_many :posts, foreign_key: :author_id, inverse_of: :author
  has_many :follows, foreign_key: :follower_id
  has_many :followees, through: :follows

  delegate :avatar_url, to: :profile, allow_nil: true

  def display_name
    profile&.nickname.presence || username
  end
end
