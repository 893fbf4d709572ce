class BoardsController < ApplicationController
  before_action :set_board, only: %i[show update destroy]

  def index
    @boards = Board.order(updated_at: :desc).limit(50)
  end

  def show
    @cards = @board.cards.order(:position)
  end

  def create
    @board = Board.new(board_params)
    if @board.save
      redirect_to @board, notice: "ボードを作成しました"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def update
    if @board.update(board_params)
      redirect_to @board, notice: "更新しました"
    else
      render :show, status: :unprocessable_entity
    end
  end

  def destroy
    @board.destroy!
    redirect_to boards_path, notice: "削除しました", status: :see_other
  end

  private

  def set_board
    @board = Board.find(params[:id])
  end

  def board_params
    params.require(:board).permit(:title, :description)
  end
end
