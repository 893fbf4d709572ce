# WeCom (企业微信) single sign-on. The login button passes ?next= through the
# OAuth state so people land where they started, including help.fapiao.cn.
class OauthCallbacksController < ApplicationController
  skip_before_action :require_login

  def create
    auth = request.env["omniauth.auth"]
    user = User.from_wecom(auth)
    if user.nil? || !wecom_corp_allowed?(auth)
      redirect_to login_path, alert: "该企业微信账号未开通"
      return
    end

    sign_in(user)
    next_url = request.env["omniauth.params"]&.fetch("next", nil)
    redirect_to(next_url.presence || root_path, allow_other_host: true)
  end

  def failure
    Rails.logger.warn("[wecom] oauth failure: #{params[:message]} strategy=#{params[:strategy]}")
    redirect_to login_path, alert: "企业微信登录失败：#{params[:message]}"
  end

  private

  def wecom_corp_allowed?(auth)
    allowed = Rails.application.credentials.dig(:wecom, :corp_ids) || []
    allowed.include?(auth&.extra&.raw_info&.corpid)
  end
end
