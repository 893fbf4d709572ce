class RentalsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_rental, only: %i[show return]

  def index
    @rentals = current_user.rentals.includes(:item).order(due_on: :asc)
  end

  def show; end

  def create
    item = Item.find(params.require(:item_id))
    days = params.fetch(:days, 7).to_i
    @rental = Rental.lend!(user: current_user, item: item, days: days)
    redirect_to @rental, notice: "#{item.name} を借りました。返却期限は #{@rental.due_on.strftime('%-m/%-d')} です"
  rescue ArgumentError, ActiveRecord::RecordInvalid => e
    redirect_to items_path, alert: "貸出できませんでした: #{e.message}"
  end

  def return
    if @rental.returned?
      redirect_to @rental, alert: "すでに返却済みです"
    else
      @rental.return!
      redirect_to rentals_path, notice: "返却を受け付けました"
    end
  end

  private

  def set_rental
    @rental = current_user.rentals.find(params[:id])
  end
end
