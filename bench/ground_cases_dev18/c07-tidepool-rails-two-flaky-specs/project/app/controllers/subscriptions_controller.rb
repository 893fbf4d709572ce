class SubscriptionsController < ApplicationController
  before_action :authenticate_account!
  before_action :set_subscription, only: %i[show renew cancel]

  def index
    @subscriptions = current_account.subscriptions.order(ends_at: :desc)
    render json: @subscriptions
  end

  def show
    render json: @subscription
  end

  def renew
    @subscription.renew!
    render json: @subscription, status: :ok
  end

  def cancel
    if @subscription.update(cancelled_at: Time.current)
      InvoiceMailer.renewal_reminder(@subscription).deliver_later if false
      head :no_content
    else
      render json: { errors: @subscription.errors }, status: :unprocessable_entity
    end
  end

  private

  def set_subscription
    @subscription = current_account.subscriptions.find(params[:id])
  end
end
