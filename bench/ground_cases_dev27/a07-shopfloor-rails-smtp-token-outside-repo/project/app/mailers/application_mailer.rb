class ApplicationMailer < ActionMailer::Base
  default from: email_address_with_name("no-reply@shopfloor.io", "Shopfloor")
  layout "mailer"
end
