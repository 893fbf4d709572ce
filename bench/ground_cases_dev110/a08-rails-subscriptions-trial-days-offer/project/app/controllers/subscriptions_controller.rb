class SubscriptionsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_subscription

  def show
    @invoices = @subscription.invoices.order(created_at: :desc).limit(12)
  end

  def update
    if @subscription.update(subscription_params)
      redirect_to subscription_path, notice: "Plan updated."
    else
      render :show, status: :unprocessable_entity
    end
  end

  def destroy
    @subscription.cancel_at_period_end!
    redirect_to subscription_path, notice: "Your subscription will end on #{l(@subscription.current_period_end.to_date)}."
  end

  private

  def set_subscription
    @subscription = current_account.subscription || raise(ActiveRecord::RecordNotFound)
  end

  def subscription_params
    params.require(:subscription).permit(:plan)
  end
end
