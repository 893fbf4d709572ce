# frozen_string_literal: true

class SubscriptionsController < ApplicationController
  before_action :authenticate_customer!

  def index
    subscriptions = current_customer.subscriptions.order(:created_at)
    render json: subscriptions.as_json(only: %i[id plan_code status interval next_billing_on])
  end

  def create
    subscription = current_customer.subscriptions.build(subscription_params.merge(started_on: Date.current))
    if subscription.save
      render json: subscription, status: :created
    else
      render json: { errors: subscription.errors.full_messages }, status: :unprocessable_entity
    end
  end

  def pause
    subscription = current_customer.subscriptions.find_by(id: params[:id])
    return head :not_found unless subscription

    subscription.pause!(Date.parse(params.require(:until)))
    render json: subscription
  end

  def resume
    subscription = current_customer.subscriptions.find(params[:id])
    subscription.resume!
    render json: subscription
  end

  private

  def subscription_params
    params.require(:subscription).permit(:plan_code, :interval)
  end
end
