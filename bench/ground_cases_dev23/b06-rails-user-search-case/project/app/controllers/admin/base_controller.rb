module Admin
  class BaseController < ApplicationController
    before_action :require_login
    before_action :require_admin

    layout "admin"

    private

    def require_admin
      return if current_user&.admin? || current_user&.staff?

      redirect_to root_path, alert: "管理画面へのアクセス権限がありません"
    end
  end
end
