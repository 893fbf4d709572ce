class TrialMailer < ApplicationMailer
  default from: "Acme <billing@acme.example>"

  # params: account, user
  def trial_ending_soon
    @account = params[:account]
    @user = params[:user]
    @days_left = ((@account.trial_ends_at - Time.current) / 1.day).ceil
    mail(to: @user.email, subject: "Your Acme trial ends in #{@days_left} days")
  end

  # params: account, user
  def trial_ended
    @account = params[:account]
    @user = params[:user]
    @upgrade_url = billing_url(host: default_url_options[:host])
    mail(to: @user.email, subject: "Your Acme trial has ended")
  end

  private

  # Absolute link to the billing settings page, used in every trial mail.
  def billing_url(host:)
    "https://#{host}/settings/billing"
  end

  def default_url_options
    Rails.application.config.action_mailer.default_url_options || { host: "app.acme.example" }
  end
end
