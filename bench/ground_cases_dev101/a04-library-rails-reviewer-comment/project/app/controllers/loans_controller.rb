class LoansController < ApplicationController
  before_action :set_loan, only: %i[show checkin renew]

  def index
    loans = current_member.loans.includes(:book).order(due_on: :asc)
    render json: loans.map { |loan| serialize(loan) }
  end

  def show
    render json: serialize(@loan)
  end

  def create
    book = Book.find(params.require(:book_id))
    loan = current_member.loans.build(book: book, loaned_at: Time.current)
    if loan.save
      render json: serialize(loan), status: :created
    else
      render json: { errors: loan.errors.full_messages }, status: :unprocessable_entity
    end
  end

  def checkin
    @loan.checkin!
    render json: serialize(@loan)
  end

  def renew
    @loan.renew!
    render json: serialize(@loan)
  rescue Loan::RenewalRefused => e
    render json: { error: e.message }, status: :unprocessable_entity
  end

  private

  def set_loan
    @loan = current_member.loans.find(params[:id])
  end

  def serialize(loan)
    {
      id: loan.id,
      book: { id: loan.book_id, title: loan.book.title },
      loaned_at: loan.loaned_at,
      due_on: loan.due_on,
      returned_at: loan.returned_at,
      renewals_left: Loan::MAX_RENEWALS - loan.renewals_count,
      overdue: loan.overdue?,
    }
  end
end
