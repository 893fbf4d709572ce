class ReminderMailer < ApplicationMailer
  default from: "提醒 <noreply@taskboard.example.cn>"

  # Sent every morning with the tasks that are due today.
  def daily(user, tasks)
    @user = user
    @tasks = tasks
    @urgent_count = tasks.count(&:urgent?)

    date = I18n.l(Date.current, format: "%-m月%-d日")
    mail(to: user.email, subject: "今日待办 #{date}（#{tasks.size}）")
  end

  # Sent when someone assigns a task to the user.
  def assigned(task, by:)
    @task = task
    @by = by

    mail(to: task.user.email, subject: "#{by.name} 给你分配了任务：#{task.title}")
  end

  private

  def greeting_for(user)
    hour = Time.current.hour
    if hour < 11
      "早上好，#{user.name}"
    elsif hour < 18
      "下午好，#{user.name}"
    else
      "晚上好，#{user.name}"
    end
  end
end
