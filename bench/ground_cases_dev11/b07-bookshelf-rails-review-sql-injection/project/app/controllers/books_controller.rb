class BooksController < ApplicationController
  before_action :set_book, only: %i[show edit update destroy]

  PER_PAGE = 30

  def index
    @books = Book.includes(:author).order(created_at: :desc)
    if params[:q].present?
      @books = @books.where("books.title LIKE '%#{params[:q]}%' OR books.isbn = '#{params[:q]}'")
    end
    @books = @books.where(author_id: params[:author_id]) if params[:author_id].present?
    @page = [params.fetch(:page, 1).to_i, 1].max
    @books = @books.offset((@page - 1) * PER_PAGE).limit(PER_PAGE)
  end

  def show; end

  def new
    @book = Book.new
  end

  def create
    @book = Book.new(book_params)
    if @book.save
      redirect_to @book, notice: "本を登録しました。"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def edit; end

  def update
    if @book.update(book_params)
      redirect_to @book, notice: "本を更新しました。"
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def destroy
    @book.destroy!
    redirect_to books_path, notice: "本を削除しました。", status: :see_other
  end

  private

  def set_book
    @book = Book.find(params[:id])
  end

  def book_params
    params.require(:book).permit(:title, :author_id, :isbn, :published_on, :notes)
  end
end
