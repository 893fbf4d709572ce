require "capybara/cuprite"

Capybara.javascript_driver = :cuprite
Capybara.default_max_wait_time = 5

RSpec.configure do |config|
  config.before(:each, type: :system) do
    driven_by :cuprite, screen_size: [1280, 800], options: { headless: true, process_timeout: 20 }
  end
end
