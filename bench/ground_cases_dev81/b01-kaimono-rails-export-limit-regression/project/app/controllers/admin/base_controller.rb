module Admin
  class BaseController < ApplicationController
    before_action :require_staff!
    layout "admin"

    private

    def current_shop
      @current_shop ||= current_staff.shop
    end
    helper_method :current_shop

    def require_staff!
      redirect_to new_staff_session_path unless current_staff
    end

    def current_staff
      @current_staff ||= Staff.find_by(id: session[:staff_id])
    end
    helper_method :current_staff

    def parse_date(value)
      Date.iso8601(value) if value.present?
    rescue ArgumentError
      nil
    end
  end
end
