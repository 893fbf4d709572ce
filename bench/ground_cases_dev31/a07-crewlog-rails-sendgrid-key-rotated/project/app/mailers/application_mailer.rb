class ApplicationMailer < ActionMailer::Base
  default from: "CrewLog <no-reply@crewlog.io>"
  layout "mailer"
end
