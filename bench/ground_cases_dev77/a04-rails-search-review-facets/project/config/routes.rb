Rails.application.routes.draw do
  resources :products, only: %i[index show] do
    collection do
      get :search
    end
  end
  get "up" => "rails/health#show", as: :rails_health_check
end
