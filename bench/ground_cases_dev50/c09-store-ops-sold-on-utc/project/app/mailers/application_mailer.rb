class ApplicationMailer < ActionMailer::Base
  default from: "store-ops@example.com"
  layout "mailer"
end
