module Admin
  class RefundsController < Admin::BaseController
    before_action :load_order, only: %i[new create]

    def index
      @refunds = Refund.includes(:order).recent.page(params[:page])
      @stuck_count = Refund.stuck.count
    end

    def new
      @refund = @order.refunds.new(amount_cents: @order.refundable_cents)
    end

    def create
      attrs = params.require(:refund).permit(:amount, :reason)
      amount_cents = (attrs[:amount].to_d * 100).round
      RefundIssuer.new(@order, current_user).call(amount_cents: amount_cents, reason: attrs[:reason])
      redirect_to admin_order_path(@order), notice: "Refund of #{helpers.number_to_currency(amount_cents / 100.0)} issued."
    rescue RefundIssuer::ExceedsPaid, RefundIssuer::NotRefundable => e
      @refund = @order.refunds.new(amount_cents: amount_cents, reason: attrs[:reason])
      flash.now[:alert] = e.message
      render :new, status: :unprocessable_entity
    end

    private

    def load_order
      @order = Order.find(params[:order_id])
    end
  end
end
