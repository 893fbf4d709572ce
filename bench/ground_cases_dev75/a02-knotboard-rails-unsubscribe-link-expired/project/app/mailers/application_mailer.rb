class ApplicationMailer < ActionMailer::Base
  default from: "Knotboard <hello@knotboard.app>"
  layout "mailer"
end
