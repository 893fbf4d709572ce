class ApplicationController < ActionController::Base
  around_action :switch_locale

  private

  def switch_locale(&action)
    locale = params[:locale].presence || locale_from_host || I18n.default_locale
    I18n.with_locale(locale, &action)
  end

  def locale_from_host
    case request.host
    when /\.co\.uk\z/ then :"en-GB"
    when /\.fr\z/ then :fr
    when /\.de\z/ then :de
    end
  end
end
