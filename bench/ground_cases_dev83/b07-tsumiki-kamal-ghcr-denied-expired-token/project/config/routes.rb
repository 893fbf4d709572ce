Rails.application.routes.draw do
  get "up" => "rails/health#show", as: :rails_health_check

  resources :boards do
    resources :cards, only: %i[create update destroy]
  end

  root "boards#index"
end
