class SubscriptionsController < ApplicationController
  before_action :authenticate_user!

  def index
    @subscriptions = current_user.subscriptions.includes(:plan).order(created_at: :desc)
  end

  def show
    @subscription = current_user.subscriptions.find(params[:id])
  end

  def cancel
    subscription = current_user.subscriptions.find(params[:id])
    subscription.cancelled!
    redirect_to subscription, notice: "解約しました。次回以降の請求は発生しません。"
  end
end
