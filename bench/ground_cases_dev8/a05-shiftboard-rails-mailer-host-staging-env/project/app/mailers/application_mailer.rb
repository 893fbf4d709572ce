class ApplicationMailer < ActionMailer::Base
  default from: "Eastside Food Bank <volunteers@shiftboard.org>"
  layout "mailer"
end
