class LoansController < ApplicationController
  before_action :authenticate_user!

  def index
    @loans = current_user.loans.active.includes(:book).order(:due_on)
  end

  def create
    book = Book.find(params[:book_id])
    loan = book.loans.build(user: current_user)
    if loan.save
      redirect_to book, notice: "貸出しました（返却期限: #{loan.due_on.strftime('%-m/%-d')}）"
    else
      redirect_to book, alert: loan.errors.full_messages.to_sentence
    end
  end

  def return_book
    loan = current_user.loans.find(params[:id])
    loan.update!(returned_at: Time.current)
    redirect_to loans_path, notice: "返却しました"
  end
end
