Rails.application.routes.draw do
  get "up" => "rails/health#show", as: :rails_health_check

  resources :subscriptions, only: %i[index show] do
    member do
      post :cancel
    end
  end
end
