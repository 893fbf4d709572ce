class MembershipMailer < ApplicationMailer
  default from: "no-reply@fitbase.example.jp"

  def renewal_reminder(subscription)
    @subscription = subscription
    @member = subscription.member
    @days_left = subscription.days_left
    @gym_name = subscription.gym.name
    mail(
      to: @member.email,
      subject: "【#{@gym_name}】会員期限のお知らせ（残り#{@days_left}日）"
    )
  end

  def welcome(member)
    @member = member
    mail(to: member.email, subject: "【FitBase】ご入会ありがとうございます")
  end

  def cancelled(subscription)
    @subscription = subscription
    @member = subscription.member
    mail(to: @member.email, subject: "【FitBase】退会手続きが完了しました")
  end

  private

  def plan_label(plan)
    { "monthly" => "月額", "quarterly" => "3ヶ月", "annual" => "年間" }.fetch(plan, plan)
  end

  def support_address
    "support@fitbase.example.jp"
  end
end
