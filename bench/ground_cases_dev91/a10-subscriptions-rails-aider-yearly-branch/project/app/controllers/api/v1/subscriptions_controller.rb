module Api
  module V1
    class SubscriptionsController < ApplicationController
      before_action :authenticate_account!

      def show
        subscription = current_account.subscriptions.find(params[:id])
        render json: serialize(subscription)
      end

      def destroy
        subscription = current_account.subscriptions.find(params[:id])
        subscription.cancel!
        head :no_content
      end

      private

      def serialize(subscription)
        {
          id: subscription.id,
          status: subscription.status,
          plan: subscription.plan.name,
          price_cents: subscription.plan.price_cents,
          renews_on: subscription.renews_on
        }
      end
    end
  end
end
