class ArticlesController < ApplicationController
  before_action :authenticate_user!
  before_action :set_article, only: %i[show edit update publish]

  def index
    @articles = current_user.articles.order(updated_at: :desc).page(params[:page])
  end

  def show; end

  def update
    if @article.update(article_params)
      redirect_to @article, notice: "Saved."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def publish
    @article.publish!
    redirect_to @article, notice: "Published. Subscribers will be emailed shortly."
  end

  private

  def set_article
    @article = current_user.articles.find_by!(slug: params[:id])
  end

  def article_params
    params.require(:article).permit(:title, :body, :slug)
  end
end
