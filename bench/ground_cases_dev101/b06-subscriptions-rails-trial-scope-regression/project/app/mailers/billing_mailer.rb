class BillingMailer < ApplicationMailer
  default from: "billing@example.jp"

  def receipt
    @subscription = params[:subscription]
    @amount = params[:amount]
    @user = @subscription.user
    period = Date.current.strftime("%Y年%-m月")
    period += "〜" if @subscription.plan.yearly?
    mail(to: @user.email, subject: "【ご請求】#{period}分 #{@subscription.plan.name} のお支払いが完了しました")
  end

  def payment_failed
    @subscription = params[:subscription]
    @user = @subscription.user
    mail(to: @user.email, subject: "【重要】お支払いに失敗しました")
  end

  def trial_ending
    @subscription = params[:subscription]
    @days_left = params[:days_left]
    @user = @subscription.user
    mail(to: @user.email, subject: "無料トライアルはあと#{@days_left}日で終了します")
  end

  private

  def default_url_options
    { host: ENV.fetch("APP_HOST", "app.example.jp"), protocol: "https" }
  end
end
