# frozen_string_literal: true

# Weekly summary of what happened in the account, sent Monday mornings.
class DigestMailer < ApplicationMailer
  helper :application

  def weekly(user, summary)
    @user = user
    @summary = summary
    @unsubscribe_link = unsubscribe_url(token: @user.id)
    headers["List-Unsubscribe"] = "<#{@unsubscribe_link}>"
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"

    mail(
      to: @user.email,
      subject: "Your week in #{summary.account_name}: #{summary.invoices_sent} invoices sent",
    )
  end

  def self.deliver_for(account)
    summary = WeeklySummary.for(account)
    account.users.where(digest_opt_in: true).find_each do |user|
      weekly(user, summary).deliver_later
    end
  end
end
