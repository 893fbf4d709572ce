module Api
  module V1
    class OrdersController < ApplicationController
      MAX_PER_PAGE = 100

      # GET /api/v1/orders?updated_since=2025-11-01T00:00:00%2B08:00&page=1&per_page=50
      def index
        scope = current_merchant.orders.order(:updated_at, :id)
        scope = scope.where("updated_at >= ?", Time.iso8601(params[:updated_since])) if params[:updated_since].present?
        per_page = params.fetch(:per_page, 50).to_i.clamp(1, MAX_PER_PAGE)
        page = [params.fetch(:page, 1).to_i, 1].max
        @orders = scope.limit(per_page).offset((page - 1) * per_page)
        response.headers["X-Total-Count"] = scope.count.to_s
        render :index
      rescue ArgumentError
        render_error(:unprocessable_entity, "invalid_params", "updated_since must be ISO 8601")
      end

      # GET /api/v1/orders/:id
      def show
        @order = current_merchant.orders.find(params[:id])
        render :show
      end
    end
  end
end
