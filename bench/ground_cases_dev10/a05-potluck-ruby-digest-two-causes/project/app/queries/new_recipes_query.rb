# Published recipes by authors the user follows, newer than `since`, newest first.
class NewRecipesQuery
  def initialize(user, since:)
    @user = user
    @since = since
  end

  def call
    Recipe
      .published
      .where(author_id: followed_author_ids)
      .where.not(author_id: @user.id)
      .where("recipes.created_at > ?", @since)
      .includes(:author, :cover_image_attachment)
      .order(published_at: :desc)
  end

  private

  def followed_author_ids
    @user.follows.select(:followee_id)
  end
end
