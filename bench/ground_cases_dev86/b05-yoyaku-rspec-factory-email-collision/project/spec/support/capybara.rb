RSpec.configure do |config|
  config.before(:each, type: :system) do
    driven_by :selenium, using: :chrome, screen_size: [1280, 800]
  end
end

Capybara.default_max_wait_time = 5
