class FeedQuery
  DEFAULT_LIMIT = 20

  def initialize(user, cursor: nil, limit: DEFAULT_LIMIT)
    @user = user
    @cursor = cursor.presence&.to_i
    @limit = limit.to_i.clamp(1, 50)
  end

  def call
    scope = Post.visible
                .includes(:author)
                .where(author_id: author_ids)
                .order(id: :desc)
                .limit(@limit + 1)
    scope = scope.where("posts.id < ?", @cursor) if @cursor
    rows = scope.to_a
    @has_more = rows.size > @limit
    rows.first(@limit)
  end

  def next_cursor(posts)
    @has_more ? posts.last&.id : nil
  end

  private

  def author_ids
    @user.followees.pluck(:id) << @user.id
  end
end
