# frozen_string_literal: true

module Api
  module V1
    class ClockInsController < BaseController
      def create
        result = ClockInService.new(user: current_user, source: client_source).call
        if result.status == :created
          render json: AttendanceSerializer.new(result.attendance), status: :created
        else
          render json: AttendanceSerializer.new(result.attendance), status: :ok
        end
      end

      private

      def client_source
        return request.headers["X-Client"].downcase if request.headers["X-Client"].present?

        "web"
      end
    end
  end
end
