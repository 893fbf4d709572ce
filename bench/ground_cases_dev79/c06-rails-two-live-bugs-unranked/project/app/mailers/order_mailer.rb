class OrderMailer < ApplicationMailer
  helper :money

  def confirmation(order)
    @order = order
    @user = order.user
    I18n.with_locale(@user.locale.presence || I18n.default_locale) do
      mail(to: @user.email, subject: t(".subject", number: @order.number))
    end
  end
end
