# 備品貸出まわりのメール。送信元は総務部の共有アドレス。
class RentalMailer < ApplicationMailer
  default from: "soumu-bihin@example.co.jp"

  # 貸出時の確認メール
  def lent(rental)
    @rental = rental
    @user = rental.user
    mail(to: @user.email, subject: "【備品貸出】#{rental.item.name} を貸し出しました")
  end

  # 返却期限の前日に送るリマインド
  def return_reminder(rental)
    @rental = rental
    @user = rental.user
    mail(
      to: @user.email,
      cc: rental.item.manager_email,
      subject: "【備品貸出】#{rental.item.name} の返却期限は明日です"
    )
  end

  # 期限切れ (管理者向け一覧)
  def overdue_digest(rentals)
    @rentals = rentals
    mail(to: Rails.configuration.x.bihin_admin_email,
         subject: "【備品貸出】返却期限切れ #{rentals.size} 件")
  end

  # 返却受付
  def returned(rental)
    @rental = rental
    mail(to: rental.user.email, subject: "【備品貸出】#{rental.item.name} の返却を受け付けました")
  end
end
