class ApplicationController < ActionController::Base
  around_action :switch_locale

  private

  def switch_locale(&action)
    locale = params[:locale].presence ||
             current_user&.locale.presence ||
             locale_from_header ||
             I18n.default_locale
    I18n.with_locale(locale, &action)
  end

  def locale_from_header
    header = request.env["HTTP_ACCEPT_LANGUAGE"].to_s
    code = header.scan(/^[a-z]{2}/).first
    code if code && I18n.available_locales.map(&:to_s).include?(code)
  end

  def default_url_options
    { locale: I18n.locale == I18n.default_locale ? nil : I18n.locale }
  end

  def current_user
    @current_user ||= User.find_by(id: session[:user_id])
  end
end
