# frozen_string_literal: true

module Api
  module V1
    class OrdersController < BaseController
      rescue_from Date::Error do
        render json: { error: "month 格式应为 YYYY-MM，例如 2025-11" }, status: :bad_request
      end

      def index
        orders = Order.includes(:user, :line_items).recent.with_status(params[:status])
        orders = orders.in_month(params[:month]) if params[:month].present?
        orders = orders.page(params[:page]).per(per_page)
        render json: orders, each_serializer: OrderSerializer, meta: pagination_meta(orders)
      end

      def show
        order = Order.includes(:user, line_items: :product).find(params[:id])
        render json: order, serializer: OrderSerializer, with_items: true
      end

      def update_status
        result = BulkStatusUpdater.new(ids: params.require(:ids), status: params.require(:status)).call
        render json: { updated: result }
      end

      private

      def per_page
        (params[:per_page] || 20).to_i.clamp(1, 100)
      end

      def pagination_meta(scope)
        {
          page: scope.current_page,
          per_page: scope.limit_value,
          total: scope.total_count
        }
      end
    end
  end
end
