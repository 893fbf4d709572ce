class PostsController < ApplicationController
  PER_PAGE = 20

  def index
    @posts = Post.published.order(published_at: :desc).limit(PER_PAGE)
    @popular_tags = Tag.popular.limit(10)
  end

  def show
    @post = Post.published.find_by!(slug: params[:id])
    @comments = @post.comments.approved.includes(:user).order(:created_at)
    @comment = Comment.new
  end
end
