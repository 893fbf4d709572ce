class DigestMailer < ApplicationMailer
  def weekly(user, stats, range)
    @user = user
    @stats = stats
    @range = range
    mail(to: user.email,
         subject: t(".subject", from: range.first.strftime("%m/%d"), to: range.last.strftime("%m/%d")))
  end
end
