module Admin
  class ImpersonationsController < ApplicationController
    skip_after_action :verify_authorized, only: :destroy

    def create
      customer = User.customers.find(params[:user_id])
      authorize customer, :impersonate?
      session[:impersonated_user_id] = customer.id
      session[:impersonation_started_at] = Time.current.to_i
      audit!("impersonation.started", customer)
      redirect_to root_path, notice: "正在以 #{customer.name} 的身份浏览"
    end

    def destroy
      customer = current_user
      session.delete(:impersonated_user_id)
      session.delete(:impersonation_started_at)
      @current_user = nil
      audit!("impersonation.stopped", customer)
      redirect_to admin_root_path, notice: "已退出模拟登录"
    end
  end
end
