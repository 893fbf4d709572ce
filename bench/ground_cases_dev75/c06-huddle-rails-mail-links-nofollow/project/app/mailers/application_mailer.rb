class ApplicationMailer < ActionMailer::Base
  default from: "Huddle <notify@huddle.example.cn>"
  layout "mailer"
end
