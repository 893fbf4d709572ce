Rails.application.routes.draw do
  namespace :api do
    get "feed", to: "feed#index"
    resources :posts, only: %i[show create]
  end
end
