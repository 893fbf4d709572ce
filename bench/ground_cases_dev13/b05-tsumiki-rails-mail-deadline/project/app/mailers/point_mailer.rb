class PointMailer < ApplicationMailer
  default from: "ポイント事務局 <points@tsumiki-mart.jp>"

  # grants: PointGrant records of one member that expire on +deadline+.
  def expiry_notice(member, grants, deadline:)
    @member = member
    @deadline = deadline
    @total = grants.sum(&:remaining)
    @grants = grants.sort_by(&:granted_on)
    mail(
      to: member.email,
      subject: "【つみきマート】#{I18n.l(deadline, format: :month_day)}に#{@total}ポイントが失効します",
    )
  end

  def granted(member, grant)
    @member = member
    @grant = grant
    mail(to: member.email, subject: "【つみきマート】#{grant.points}ポイントを付与しました")
  end

  private

  def unsubscribe_url_for(member)
    Rails.application.routes.url_helpers.unsubscribe_url(token: member.unsubscribe_token)
  end
  helper_method :unsubscribe_url_for
end
