class DigestMailer < ApplicationMailer
  default from: "Potluck <digest@potluck.kitchen>"

  def weekly(user, recipes, since:)
    @user = user
    @recipes = recipes
    @since = since
    @count = recipes.size
    subject = if @count.zero?
                "Nothing new on Potluck this week"
              else
                "#{@count} new #{'recipe'.pluralize(@count)} from people you follow"
              end
    mail(to: user.email, subject: subject)
  end
end
