class User < ApplicationRecord
  has_many :recipes, foreign_key: :author_id, inverse_of: :author, dependent: :destroy
  has_many :follows, foreign_key: :follower_id, dependent: :delete_all
  has_many :followees, through: :follows

  normalizes :email, with: ->(email) { email.strip.downcase }
  validates :email, presence: true, uniqueness: true
  validates :display_name, presence: true, length: { maximum: 40 }

  # digest_enabled       boolean, default true
  # digest_sent_at       datetime, last time a weekly digest was sent
  # skip_empty_digest    boolean, default true

  def follow!(other)
    return if other == self

    follows.find_or_create_by!(followee: other)
  end

  def following?(other)
    follows.exists?(followee_id: other.id)
  end
end
