module Admin
  class SubscriptionsController < Admin::BaseController
    PER_PAGE = 50

    def index
      @status = params[:status].presence_in(Subscription::STATUSES)
      scope = Subscription.includes(:account, :plan).order(created_at: :desc)
      scope = scope.where(status: @status) if @status
      scope = scope.joins(:account).where("accounts.name ILIKE ?", "%#{params[:q]}%") if params[:q].present?
      @subscriptions = scope.page(params[:page]).per(PER_PAGE)
    end

    def show
      @subscription = Subscription.find(params[:id])
      @invoices = @subscription.invoices.order(period_start: :desc).limit(24)
    end

    def cancel
      @subscription = Subscription.find(params[:id])
      @subscription.cancel!(reason: params[:reason])
      redirect_to admin_subscription_path(@subscription), notice: "已取消"
    end

    private

    def sort_column
      %w[created_at renews_on].include?(params[:sort]) ? params[:sort] : "created_at"
    end
  end
end
