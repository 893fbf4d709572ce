class CheckoutsController < ApplicationController
  before_action :require_customer
  before_action :load_order

  def show
    @payment_method = current_customer.default_payment_method
  end

  def create
    if @order.line_items.empty?
      redirect_to cart_path, alert: "Your cart is empty."
      return
    end

    if @order.paid? || @order.charge_pending?
      # A charge for this order is already running or done: don't enqueue a second one.
      redirect_to order_path(@order), notice: "Your payment is already being processed."
      return
    end

    @order.update!(status: :pending_payment)
    ChargeOrderJob.perform_async(@order.id)
    redirect_to order_path(@order), notice: "We're processing your payment."
  end

  private

  def load_order
    @order = current_customer.orders.find_by!(number: params[:order_number])
  end

  def require_customer
    redirect_to login_path unless current_customer
  end

  def current_customer
    @current_customer ||= Customer.find_by(id: session[:customer_id])
  end
end
