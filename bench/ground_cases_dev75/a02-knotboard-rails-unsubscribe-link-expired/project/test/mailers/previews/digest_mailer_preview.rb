class DigestMailerPreview < ActionMailer::Preview
  def weekly
    user = User.find_by(email: "demo@knotboard.app") || User.first
    DigestMailer.weekly(user, since: 1.year.ago)
  end
end
