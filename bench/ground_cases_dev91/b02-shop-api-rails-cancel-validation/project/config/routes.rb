Rails.application.routes.draw do
  resources :orders, only: %i[index show create update] do
    member do
      post :cancel
    end
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
