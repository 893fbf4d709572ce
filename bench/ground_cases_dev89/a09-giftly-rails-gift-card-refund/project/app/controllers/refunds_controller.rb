class RefundsController < ApplicationController
  before_action :require_support_role

  def create
    order = Order.find(params[:order_id])
    refund = RefundService.new(
      order,
      amount_cents: params.require(:amount_cents).to_i,
      reason: params.require(:reason),
      actor: current_user
    ).call
    render json: { id: refund.id, status: order.reload.status }, status: :created
  rescue RefundService::RefundError => e
    render json: { error: e.message }, status: :unprocessable_entity
  end
end
