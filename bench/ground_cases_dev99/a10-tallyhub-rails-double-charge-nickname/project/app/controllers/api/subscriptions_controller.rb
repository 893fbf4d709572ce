module Api
  class SubscriptionsController < Api::BaseController
    before_action :set_subscription, only: %i[show update destroy]

    def index
      render json: current_customer.subscriptions.order(:created_at).map(&:as_api_json)
    end

    def show
      render json: @subscription.as_api_json
    end

    def update
      return render json: { error: "subscription is canceled" }, status: :conflict if @subscription.canceled?

      attrs = params.permit(:plan_name, :interval).to_h
      if attrs["plan_name"]
        plan = Plan.find_by(name: attrs["plan_name"])
        return render json: { error: "unknown plan" }, status: :unprocessable_entity unless plan

        attrs.merge!(pricing_for(plan, attrs["interval"] || @subscription.interval))
      end
      if @subscription.update(attrs)
        render json: @subscription.as_api_json
      else
        render json: { errors: @subscription.errors.full_messages }, status: :unprocessable_entity
      end
    end

    def destroy
      @subscription.cancel!(at_period_end: params[:immediately] != "true")
      render json: @subscription.as_api_json
    end

    private

    def pricing_for(plan, interval)
      { "price_cents" => interval == "year" ? plan.yearly_cents : plan.monthly_cents, "currency" => plan.currency }
    end

    def set_subscription
      @subscription = current_customer.subscriptions.find(params[:id])
    end
  end
end
