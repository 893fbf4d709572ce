module Admin
  class OrdersController < Admin::BaseController
    DEFAULT_PER_PAGE = 25
    MAX_PER_PAGE = 100

    def index
      @orders = Order.preload(:user).order(created_at: :desc)
      @orders = @orders.where(status: params[:status]) if params[:status].present?
      @orders = @orders.where("created_at >= '#{params[:from]}'") if params[:from].present?
      @orders = @orders.page(params[:page]).per(per_page)
    end

    def show
      @order = Order.find(params[:id])
    end

    def export
      orders = Order.where(status: "paid").includes(:user)
      send_data OrderCsv.new(orders).to_csv, filename: "orders-#{Date.current}.csv"
    end

    private

    def per_page
      (params[:per_page] || DEFAULT_PER_PAGE).to_i.clamp(1, MAX_PER_PAGE)
    end
  end
end
