class LoansController < ApplicationController
  before_action :authenticate_user!
  before_action :set_loan, only: %i[show extend return_item]

  def index
    @loans = Loan.active.order(:due_on)
    @overdue_count = Loan.overdue.count
  end

  def show
  end

  def create
    @loan = current_user.loans.new(loan_params)
    if @loan.save
      @loan.equipment.update!(status: :lent)
      redirect_to @loan, notice: "貸出を登録しました"
    else
      render :new, status: :unprocessable_entity
    end
  end

  def extend
    @loan.extend!
    redirect_to @loan, notice: "返却期限を#{l(@loan.due_on)}まで延長しました"
  rescue Loan::ExtensionError => e
    redirect_to @loan, alert: e.message
  end

  def return_item
    @loan.return!
    redirect_to loans_path, notice: "#{@loan.equipment.display_name} の返却を登録しました（#{l(@loan.returned_at, format: :short)}）"
  end

  private

  def set_loan
    @loan = Loan.find(params[:id])
  end

  def loan_params
    params.require(:loan).permit(:equipment_id, :due_on, :note)
  end
end
