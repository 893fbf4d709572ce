# frozen_string_literal: true

# ホームタイムライン用のクエリ。フォロー中ユーザーの投稿を新しい順に返す。
class FeedQuery
  def initialize(user, cursor: nil, limit: 20)
    @user = user
    @cursor = cursor
    @limit = limit
  end

  def call
    scope = Post.visible
                .where(user_id: followee_ids)
                .order(created_at: :desc, id: :desc)
    if @cursor.present?
      at, id = decode_cursor(@cursor)
      scope = scope.where("(created_at, id) < (?, ?)", at, id)
    end
    posts = scope.limit(@limit).to_a
    [posts, next_cursor(posts)]
  end

  private

  def followee_ids
    @user.followees.pluck(:id) + [@user.id]
  end

  def next_cursor(posts)
    return nil if posts.size < @limit

    last = posts.last
    Base64.urlsafe_encode64("#{last.created_at.iso8601(6)}|#{last.id}", padding: false)
  end

  def decode_cursor(cursor)
    at, id = Base64.urlsafe_decode64(cursor).split("|", 2)
    [Time.iso8601(at), Integer(id)]
  end
end
