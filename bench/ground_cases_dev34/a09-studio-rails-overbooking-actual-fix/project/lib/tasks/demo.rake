namespace :demo do
  desc "Wipe and reseed the demo studio (staging only)"
  task reset: :environment do
    abort "refusing to run in production" if Rails.env.production?

    Studio.find_by(slug: "demo")&.destroy!
    load Rails.root.join("db/seeds/demo.rb")
    puts "demo studio reset"
  end

  desc "Create a week of classes for the demo studio"
  task week: :environment do
    DemoSchedule.new(Studio.find_by!(slug: "demo")).create_week(Date.current.beginning_of_week)
  end
end
