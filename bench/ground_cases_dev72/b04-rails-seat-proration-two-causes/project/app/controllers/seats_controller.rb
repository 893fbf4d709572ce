class SeatsController < ApplicationController
  before_action :load_subscription

  def create
    result = SeatChange.new(@subscription, added: params.require(:count).to_i).call
    render json: { seats: result.subscription.seats, prorated_amount: result.prorated_amount }, status: :created
  rescue ArgumentError => e
    render json: { error: e.message }, status: :unprocessable_entity
  end

  def destroy
    @subscription.update!(seats: [@subscription.seats - 1, 1].max)
    head :no_content
  end

  private

  def load_subscription
    @subscription = Workspace.find(params[:workspace_id]).subscription
  end
end
