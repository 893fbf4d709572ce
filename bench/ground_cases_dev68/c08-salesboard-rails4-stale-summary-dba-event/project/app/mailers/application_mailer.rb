class ApplicationMailer < ActionMailer::Base
  default from: 'salesboard@example.com'
  layout 'mailer'
end
